import { useCallback, useRef, useState } from 'react';
import type { SubscriptionChangeResult } from '@mealbox/contracts';
import { actionProblem } from './action-problem';

export interface SubscriptionAction {
  /** Sends the change once (a second press while it runs does nothing); resolves whether it was taken. */
  run: (change: () => Promise<SubscriptionChangeResult>) => Promise<boolean>;
  pending: boolean;
  /** The server's words when it refused the last try. */
  problem: string | null;
  clearProblem: () => void;
}

/** One action's state: pending while it runs, the answer handed on, the refusal kept to show beside it. */
export function useSubscriptionAction(
  onAnswer: (result: SubscriptionChangeResult) => void,
): SubscriptionAction {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(
    async (change: () => Promise<SubscriptionChangeResult>) => {
      if (running.current) return false;
      running.current = true;
      setPending(true);
      setProblem(null);
      try {
        onAnswer(await change());
        return true;
      } catch (error) {
        setProblem(actionProblem(error));
        return false;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [onAnswer],
  );
  const clearProblem = useCallback(() => setProblem(null), []);
  return { run, pending, problem, clearProblem };
}
