import type { TokenPair } from '@mealbox/contracts';
import { HttpProblem, unauthorized } from '@mealbox/platform';
import type { UserLoginModel } from '../data/user-login-model';
import type { UserDocument } from '../data/user-model';
import type { PasswordHasher } from './password-hasher';
import type { PastClientWait, SignInLimits } from './sign-in-limits';
import { startSession } from './session-tokens';
import type { TokenDeps } from './session-tokens';

export interface SignInDeps extends TokenDeps {
  hasher: PasswordHasher;
  logins: UserLoginModel;
  limits: SignInLimits;
}

export interface Credentials {
  username: string;
  password: string;
  /** The client's address as the app sees it (behind the gateway: from X-Forwarded-For). */
  clientAddress: string;
  /** What lets an attempt past the address's own wait (a solved challenge); without it the wait refuses. */
  pastClientWait?: PastClientWait;
}

/** One message for every failure, so the answer never tells whether a username exists. */
export const NO_ACTIVE_ACCOUNT = 'No active account found with the given credentials.';

/**
 * Checks a username and password and starts a session. Unknown users cost the same scrypt work as known ones
 * (a dummy hash), and a wrong password counts towards the waits of `SignInLimits` (per client address, per
 * account from that address, per account), which refuse attempts with 429 while they run.
 */
export async function signIn(deps: SignInDeps, credentials: Credentials): Promise<TokenPair> {
  const usernameKey = credentials.username.trim().toLowerCase();
  const user = await deps.limits.attempt(
    usernameKey,
    credentials.clientAddress,
    () => checkPassword(deps, usernameKey, credentials.password),
    (error) => error instanceof HttpProblem && error.status === 401,
    credentials.pastClientWait,
  );
  const userId = user._id.toHexString();
  await deps.logins.updateOne({ _id: userId }, { $set: { lastLogin: deps.now() } }, { upsert: true });
  return startSession(deps, user);
}

async function checkPassword(deps: SignInDeps, usernameKey: string, password: string): Promise<UserDocument> {
  const user = await deps.users.findOne({ usernameKey }).select({ outbox: 0 }).lean<UserDocument>();
  const matches = user
    ? await deps.hasher.verify(password, user.passwordHash)
    : await deps.hasher.verifyDummy(password);
  if (!user || !matches || !user.isActive) throw unauthorized(NO_ACTIVE_ACCOUNT);
  return user;
}
