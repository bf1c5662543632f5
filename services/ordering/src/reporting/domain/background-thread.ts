import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The lowest scheduling priority (the highest nice value) Linux gives. */
const BACKGROUND_NICE = 19;

/**
 * Marks the calling thread as background work: on Linux each thread has its own nice value, so a worker thread
 * set to 19 gets the CPU only when the process's request-answering thread (and every other normal-priority
 * thread) does not want it. Used for bulk work such as formatting an export, which may take a little longer so
 * that staff screens answered meanwhile do not. Answers whether it took effect; elsewhere (no /proc/thread-self)
 * or without permission it changes nothing, and the work simply runs at normal priority.
 */
export function runThisThreadInBackground(): boolean {
  try {
    // "<pid>/task/<tid>": the thread's own id, which setpriority(2) accepts in place of a process id.
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId)) return false;
    setPriority(threadId, BACKGROUND_NICE);
    return true;
  } catch {
    return false;
  }
}
