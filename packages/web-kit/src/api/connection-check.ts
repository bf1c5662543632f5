/**
 * Whether this page is solving a proof-of-work challenge just now, for the forms' 'Checking your connection…'
 * line. One page sends one such request at a time, so one flag for the page is enough.
 */
let checking = false;
const listeners = new Set<() => void>();

export const connectionCheck = {
  isChecking: (): boolean => checking,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(value: boolean): void {
    if (checking === value) return;
    checking = value;
    for (const listener of listeners) listener();
  },
};
