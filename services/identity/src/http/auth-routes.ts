import { Router } from 'express';
import type { Response } from 'express';
import { z } from 'zod';
import {
  limitRequests,
  parseInput,
  requireUser,
  requiredAuthUser,
  strictBody,
  unauthorized,
} from '@mealbox/platform';
import type { RateLimiter } from '@mealbox/platform';
import type { UserDocument } from '../data/user-model';
import { PUBLIC_USER_FIELDS } from '../data/user-model';
import type { UserWriteDeps } from '../domain/register-user';
import { registerUser } from '../domain/register-user';
import { confirmPasswordReset, requestPasswordReset } from '../domain/password-reset';
import type { PasswordResetDeps } from '../domain/password-reset';
import { registrationShape } from '../domain/registration';
import { signIn } from '../domain/sign-in';
import type { SignInDeps } from '../domain/sign-in';
import { endSession, rotateSession } from '../domain/session-tokens';
import type { KeyRing } from '../domain/key-ring';
import type { ProofOfWork } from '../domain/proof-of-work';
import { PASSWORD_MAX_LENGTH } from '../domain/password-rules';
import { limitOrAskForProof, pastLimitWithProof } from './proof-of-work-gate';
import type { SolvableLimit } from './proof-of-work-gate';
import { toCurrentUser, toRegisteredUser } from './user-dto';

export interface AuthRouteDeps {
  writes: UserWriteDeps;
  passwordReset: PasswordResetDeps;
  signIn: SignInDeps;
  keys: KeyRing;
  limits: AuthRouteLimiters;
  /** Past a per-address threshold, a solved challenge lets registration, sign-in and password reset through. */
  proofOfWork: ProofOfWork;
}

/**
 * Per client address: each registration costs a 128 MiB scrypt hash; refreshes are cheap but scriptable. Many
 * people can share one address (a mobile carrier's NAT, an office), so registration, sign-in and password reset
 * ask for a solved challenge past their threshold rather than refusing.
 */
export interface AuthRouteLimiters {
  registrations: SolvableLimit;
  refreshes: RateLimiter;
  /** Reset requests and confirmations per client address (each confirmation may cost a scrypt hash). */
  passwordResets: SolvableLimit;
  /** Sign-ins per address let through by a solved challenge while the address's own wait runs. */
  solvedSignIns: RateLimiter;
}

const requiredString = (max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.'),
    })
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`);

export const registrationBody = strictBody(registrationShape);
export const signInBody = strictBody({
  username: requiredString(150),
  password: requiredString(PASSWORD_MAX_LENGTH),
});
// Tokens are a few hundred characters; the bound only stops absurd bodies.
export const refreshBody = strictBody({ refresh: requiredString(4096) });
export const resetRequestBody = strictBody({
  email: z.string().trim().max(254).pipe(z.email('Enter a valid email address.')),
});
export const resetConfirmBody = strictBody({
  uid: requiredString(64),
  token: requiredString(128),
  new_password: requiredString(PASSWORD_MAX_LENGTH + 1),
});

/** Registration, sign-in, token refresh and sign-out, the current user, and the public keys. */
export function authRoutes({
  writes,
  passwordReset,
  signIn: signInDeps,
  keys,
  limits,
  proofOfWork,
}: AuthRouteDeps): Router {
  const router = Router();
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  router.post('/auth/users/', limitOrAskForProof(proofOfWork, limits.registrations), async (req, res) => {
    const input = parseInput(registrationBody, req.body);
    const user = await registerUser(
      writes,
      input,
      { isStaff: false, isSuperuser: false },
      res.locals.correlationId as string,
    );
    res.status(201).json(toRegisteredUser(user));
  });

  router.post('/auth/jwt/create/', async (req, res) => {
    const { username, password } = parseInput(signInBody, req.body);
    const tokens = await signIn(signInDeps, {
      username,
      password,
      clientAddress: req.ip ?? 'unknown',
      pastClientWait: (limited) => pastLimitWithProof(proofOfWork, limits.solvedSignIns, req, limited),
    });
    noStore(res).json(tokens);
  });

  router.post('/auth/jwt/refresh/', limitRequests(limits.refreshes), async (req, res) => {
    const { refresh } = parseInput(refreshBody, req.body);
    noStore(res).json(await rotateSession(signInDeps, refresh));
  });

  router.post('/auth/logout/', async (req, res) => {
    const { refresh } = parseInput(refreshBody, req.body);
    await endSession(signInDeps, refresh);
    res.status(204).end();
  });

  // djoser's password reset: the same 204 whether or not the address has an account (no account enumeration).
  router.post(
    '/auth/users/reset_password/',
    limitOrAskForProof(proofOfWork, limits.passwordResets),
    async (req, res) => {
      const { email } = parseInput(resetRequestBody, req.body);
      await requestPasswordReset(passwordReset, email, res.locals.correlationId as string);
      noStore(res).status(204).end();
    },
  );

  router.post(
    '/auth/users/reset_password_confirm/',
    limitOrAskForProof(proofOfWork, limits.passwordResets),
    async (req, res) => {
      const input = parseInput(resetConfirmBody, req.body);
      await confirmPasswordReset(passwordReset, input, res.locals.correlationId as string);
      noStore(res).status(204).end();
    },
  );

  router.get('/auth/users/me/', requireUser, async (_req, res) => {
    noStore(res).json(toCurrentUser(await activeUser(writes, res)));
  });

  // The spec calls it with and without the trailing slash; express matches both.
  router.get('/api/admin-check/', requireUser, async (_req, res) => {
    const user = await activeUser(writes, res);
    noStore(res).json({ is_staff: user.isStaff, is_superuser: user.isSuperuser, id: user._id.toHexString() });
  });

  // Every key still held: the one signing now and retired ones whose tokens may still be alive.
  router.get('/auth/jwks.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json({ keys: keys.published() });
  });

  return router;
}

/**
 * The caller's account as stored now: an access token outlives a deactivation by up to its lifetime, so
 * identity's own answers check the account itself.
 */
export async function activeUser(deps: Pick<UserWriteDeps, 'users'>, res: Response): Promise<UserDocument> {
  const { id } = requiredAuthUser(res);
  const user = /^[0-9a-f]{24}$/i.test(id)
    ? await deps.users.findById(id).select(PUBLIC_USER_FIELDS).lean<UserDocument>()
    : null;
  if (!user?.isActive) {
    res.setHeader('WWW-Authenticate', 'JWT realm="api"');
    throw unauthorized('User is inactive or does not exist.');
  }
  return user;
}
