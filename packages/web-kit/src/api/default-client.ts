import { createSession, type Registration } from '../session/create-session';
import { answeringFromPrerender } from './prerendered-answers';

/**
 * The page's one session and the client every page uses: same-origin, because the gateway serves the site and the
 * API from one origin. web-kit is a runtime singleton, so the shell and all remotes share this one instance: one
 * set of tokens, one refresh at a time, one idea of who is signed in. On a prerendered page its first public reads
 * are answered from the copy's own data (prerendered-answers.ts).
 */
export const session = createSession({
  fetch: answeringFromPrerender((input, init) => globalThis.fetch(input, init)),
});

/** Every call a page makes goes through this: JWT header when signed in, one refresh and retry on a 401. */
export const api = session.api;

export const signIn = (username: string, password: string, signal?: AbortSignal) =>
  session.signIn(username, password, signal);
export const register = (registration: Registration, signal?: AbortSignal) =>
  session.register(registration, signal);
export const signOut = () => session.signOut();
/** Sends an identity request that may be asked for a proof of work (password reset), solving it when asked. */
export const sendWithProofOfWork = <T>(
  send: (headers?: Record<string, string>) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> => session.withProofOfWork(send, signal);
/** GET /auth/users/me/: the signed-in user's details (name, email), which the token does not carry. */
export const fetchCurrentUser = (signal?: AbortSignal) => session.currentUser(signal);
