import type { TokenPair } from '@mealbox/contracts';
import { unauthorized } from '@mealbox/platform';
import type { UserLoginModel } from '../data/user-login-model';
import type { UserDocument } from '../data/user-model';
import type { LoginThrottle, ThrottlePolicy } from './login-throttle';
import type { PasswordHasher } from './password-hasher';
import { startSession } from './session-tokens';
import type { TokenDeps } from './session-tokens';

export interface SignInDeps extends TokenDeps {
  hasher: PasswordHasher;
  logins: UserLoginModel;
  throttle: LoginThrottle;
  throttlePolicy: { account: ThrottlePolicy; address: ThrottlePolicy };
}

export interface Credentials {
  username: string;
  password: string;
  /** The client's address as the app sees it (behind the gateway: from X-Forwarded-For). */
  clientAddress: string;
}

/** One message for every failure, so the answer never tells whether a username exists. */
export const NO_ACTIVE_ACCOUNT = 'No active account found with the given credentials.';

/** Too many sign-in attempts; try again after `retryAfterSeconds`. */
export class SignInThrottled extends Error {
  override readonly name = 'SignInThrottled';
  constructor(readonly retryAfterSeconds: number) {
    super('too many sign-in attempts');
  }
}

/**
 * Checks a username and password and starts a session. Unknown users cost the same scrypt work as known ones
 * (a dummy hash), and every attempt is counted per client address and per account before the password is
 * checked, so neither timing nor bursts of parallel guesses get round the limits.
 */
export async function signIn(deps: SignInDeps, credentials: Credentials): Promise<TokenPair> {
  const usernameKey = credentials.username.trim().toLowerCase();
  const address = await deps.throttle.reserve(
    `address:${credentials.clientAddress}`,
    deps.throttlePolicy.address,
  );
  if (!address.allowed) throw new SignInThrottled(address.retryAfterSeconds);
  const account = await deps.throttle.reserve(`account:${usernameKey}`, deps.throttlePolicy.account);
  if (!account.allowed) throw new SignInThrottled(account.retryAfterSeconds);

  const user = await deps.users.findOne({ usernameKey }).select({ outbox: 0 }).lean<UserDocument>();
  const matches = user
    ? await deps.hasher.verify(credentials.password, user.passwordHash)
    : await deps.hasher.verifyDummy(credentials.password);
  if (!user || !matches || !user.isActive) throw unauthorized(NO_ACTIVE_ACCOUNT);

  await deps.throttle.clear(account.key);
  await deps.throttle.release(address.slotId);
  const userId = user._id.toHexString();
  await deps.logins.updateOne({ _id: userId }, { $set: { lastLogin: deps.now() } }, { upsert: true });
  return startSession(deps, user);
}
