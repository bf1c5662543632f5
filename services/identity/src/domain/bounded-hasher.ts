import { HttpProblem, QueueFull } from '@mealbox/platform';
import type { BoundedQueue } from '@mealbox/platform';
import type { PasswordHasher } from './password-hasher';

/** 503 with Retry-After (the app factory adds it): the server is busy, nothing the client did wrong. */
export const HASHING_BUSY = 'We are very busy just now. Please wait a few seconds and try again.';

/**
 * Every scrypt hash (registration) and check (sign-in) goes through one bounded queue: each needs 128 MiB, so
 * a burst of registrations would otherwise hold burst x 128 MiB at once. Beyond the waiting line the request is
 * refused at once with 503, which costs nothing, rather than queued for ever.
 */
export function boundedHasher(hasher: PasswordHasher, queue: BoundedQueue): PasswordHasher {
  const bounded = async <T>(task: () => Promise<T>): Promise<T> => {
    try {
      return await queue.run(task);
    } catch (error) {
      if (error instanceof QueueFull) throw new HttpProblem(503, 'Service Unavailable', HASHING_BUSY);
      throw error;
    }
  };
  return {
    hash: (password) => bounded(() => hasher.hash(password)),
    verify: (password, stored) => bounded(() => hasher.verify(password, stored)),
    verifyDummy: (password) => bounded(() => hasher.verifyDummy(password)),
  };
}
