import { useCallback, useEffect, useRef } from 'react';

export interface DebouncedCallback<T> {
  /** Calls the callback with `value` once `delayMs` have passed without another call. */
  run: (value: T) => void;
  /** Forgets a pending call (e.g. the value was applied some other way). */
  cancel: () => void;
}

/**
 * Debounces a callback, e.g. a search as the user types: one request when they pause, not one per key. The
 * latest callback is used when the timer fires; a pending call is dropped when the component goes away.
 */
export function useDebouncedCallback<T>(callback: (value: T) => void, delayMs: number): DebouncedCallback<T> {
  const callbackRef = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    callbackRef.current = callback;
  });
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const run = useCallback(
    (value: T) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => callbackRef.current(value), delayMs);
    },
    [delayMs],
  );
  useEffect(() => cancel, [cancel]);
  return { run, cancel };
}
