import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../api/api-error';

export type AsyncStatus = 'loading' | 'success' | 'error';

export interface AsyncResult<T> {
  status: AsyncStatus;
  /** The latest data that loaded, kept while a new request runs so a page does not flash empty. */
  data: T | undefined;
  error: unknown;
  /** Runs the request again (the 'Try again' button). */
  retry: () => void;
}

interface Settled<T> {
  requestKey: string;
  data: T | undefined;
  error: unknown;
  failed: boolean;
}

/**
 * Loads data for a component and re-loads when `key` changes (e.g. the chosen category). A newer request cancels
 * an older one through its AbortSignal, so a slow answer can never overwrite a newer one.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, key: string): AsyncResult<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const requestKey = `${key}\u0000${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    // An answer is rendered as a transition: React renders an ordinary update (a promise's) in one piece, and a
    // page's worth of results (the menu's cards) is then one long task that a tap must wait behind; a transition
    // yields to the browser between components. Until it commits the page shows what it showed, still 'loading'.
    const settle = (next: (previous: Settled<T> | null) => Settled<T>) =>
      startTransition(() => setSettled(next));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) settle(() => ({ requestKey, data, error: undefined, failed: false }));
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        settle((previous) => ({ requestKey, data: previous?.data, error, failed: true }));
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Derived, not stored: a new key is 'loading' in the very render that changes it.
  const status: AsyncStatus =
    settled?.requestKey !== requestKey ? 'loading' : settled.failed ? 'error' : 'success';
  return { status, data: settled?.data, error: status === 'error' ? settled?.error : undefined, retry };
}
