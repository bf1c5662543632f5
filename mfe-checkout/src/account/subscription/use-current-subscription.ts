import { useCallback, useState } from 'react';
import type { Subscription } from '@mealbox/contracts';
import { useAsync, type AsyncStatus } from '@mealbox/web-kit';
import { fetchCurrentSubscription } from './subscription-api';

export interface CurrentSubscription {
  status: AsyncStatus;
  /** The subscription as the server last answered it; null when there is none; undefined before the first answer. */
  subscription: Subscription | null | undefined;
  error: unknown;
  retry: () => void;
  /** Shows the server's answer to a change at once (every change answers the whole subscription). */
  showAnswer: (subscription: Subscription) => void;
}

/**
 * The signed-in customer's subscription (GET /api/subscriptions/current/), keyed by who is signed in. A change's
 * answer replaces what was loaded until the next load, which then wins.
 */
export function useCurrentSubscription(userKey: string): CurrentSubscription {
  const loaded = useAsync((signal) => fetchCurrentSubscription(signal), `subscription:${userKey}`);
  const [answer, setAnswer] = useState<{
    after: Subscription | null | undefined;
    subscription: Subscription;
  }>();
  const showAnswer = useCallback(
    (subscription: Subscription) => setAnswer({ after: loaded.data, subscription }),
    [loaded.data],
  );
  const subscription = answer && answer.after === loaded.data ? answer.subscription : loaded.data;
  return { status: loaded.status, subscription, error: loaded.error, retry: loaded.retry, showAnswer };
}
