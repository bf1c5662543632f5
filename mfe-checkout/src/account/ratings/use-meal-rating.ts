import { useRef, useState } from 'react';
import type { Stars } from '@mealbox/contracts/star-rating';
import { actionProblem } from '../subscription/action-problem';
import { rateMeal } from './ratings-api';

export type RatingSaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; stars: Stars }
  | { kind: 'failed'; message: string };

/**
 * One meal's stars on the account page: shows the choice at once and saves it. Arrow keys move through a radio
 * group one star at a time, so choices can come faster than answers: only one request runs at a time and, when it
 * ends, the latest choice (if another came) is sent next, so the last star chosen is the one saved, in order. A
 * refusal shows the server's words and puts back the stars last saved.
 */
export function useMealRating(orderId: string, mealId: string, saved: Stars | null) {
  const [shown, setShown] = useState<Stars | null>(saved);
  const [state, setState] = useState<RatingSaveState>({ kind: 'idle' });
  const lastSaved = useRef<Stars | null>(saved);
  const wanted = useRef<Stars | null>(null);
  const sending = useRef(false);

  async function sendLatest(): Promise<void> {
    sending.current = true;
    setState({ kind: 'saving' });
    while (wanted.current !== null) {
      const stars = wanted.current;
      wanted.current = null;
      try {
        lastSaved.current = await rateMeal(orderId, mealId, stars);
      } catch (error) {
        if (wanted.current !== null) continue;
        sending.current = false;
        setShown(lastSaved.current);
        setState({ kind: 'failed', message: actionProblem(error) });
        return;
      }
    }
    sending.current = false;
    if (lastSaved.current !== null) setState({ kind: 'saved', stars: lastSaved.current });
  }

  function choose(stars: Stars): void {
    setShown(stars);
    wanted.current = stars;
    if (!sending.current) void sendLatest();
  }

  return { shown, state, choose };
}
