/**
 * Resolves in a later task of the main thread, so that what runs after it is a task of its own and the browser
 * can paint and answer a tap in between. `scheduler.yield()` where the browser has it (it resumes ahead of other
 * queued work); a zero timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
