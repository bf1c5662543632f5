import { z } from 'zod';
import {
  adminCheckSchema,
  currentUserSchema,
  registeredUserSchema,
  tokenPairSchema,
} from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { refreshBody, registrationBody, resetConfirmBody, resetRequestBody, signInBody } from './auth-routes';
import { PROOF_HEADER } from './challenge-required';

export const ACCOUNT_TAG = 'Accounts and sign-in';

/** The public keys (JWK, P-256) that verify access tokens: the one signing now and retired ones still trusted. */
const jwksSchema = z.object({
  keys: z.array(
    z.looseObject({
      kty: z.literal('EC'),
      crv: z.literal('P-256'),
      kid: z.string(),
      x: z.string(),
      y: z.string(),
    }),
  ),
});

/** What `GET /auth/challenge/` answers (altcha-lib's `Challenge`). */
const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.literal('PBKDF2/SHA-256'),
    cost: z.number().int().meta({ description: 'PBKDF2 rounds per guess.' }),
    expiresAt: z.number().int().meta({ description: 'Seconds since 1970 after which it is refused.' }),
    keyLength: z.number().int(),
    keyPrefix: z.string().meta({ description: 'Hex: the derived key of the answer starts with it.' }),
    keySignature: z.string(),
    nonce: z.string(),
    salt: z.string(),
  }),
  signature: z.string().meta({ description: 'HMAC of the parameters; send them back unchanged.' }),
});

const tooManyTries = 'Too many tries from this address; `Retry-After` says when to try again.';

/** The header that gets a request past a per-address threshold (docs/abuse-limits.md). */
const proofHeader = z.object({
  [PROOF_HEADER.toLowerCase()]: z.string().max(4096).optional().meta({
    description:
      'A solved challenge from `GET /auth/challenge/`: base64 of `{"challenge": {...}, "solution": {"counter", "derivedKey"}}`. Needed only after a 429 with `challenge_required`; each challenge works once.',
  }),
});
const askedToSolve =
  ' Past the per-address threshold the 429 has `"challenge_required": true` (and `challenge_problem`: `missing`, `malformed`, `wrong`, `expired` or `spent`): solve a challenge and send the request again with `X-Proof-Of-Work`. Without `challenge_required` (the ceiling for solved requests, or a wait on the account), only waiting helps.';

/** What `authRoutes` answers (auth-routes.ts). */
export const authRouteDocuments: RouteDescription[] = [
  {
    method: 'post',
    path: '/auth/users/',
    tag: ACCOUNT_TAG,
    summary: 'Register a customer account',
    description: 'Usernames and email addresses are unique; the password must pass the password rules.',
    access: 'public',
    headers: proofHeader,
    body: { schema: registrationBody },
    answers: { 201: { description: 'The new account.', schema: registeredUserSchema } },
    errors: { 429: tooManyTries + askedToSolve },
  },
  {
    method: 'post',
    path: '/auth/jwt/create/',
    tag: ACCOUNT_TAG,
    summary: 'Sign in: an access token and a refresh token',
    access: 'public',
    headers: proofHeader,
    body: { schema: signInBody },
    answers: {
      200: { description: 'The access token (minutes) and refresh token (days).', schema: tokenPairSchema },
    },
    errors: {
      401: 'No active account has this username and password.',
      429:
        'Too many failed sign-ins for this account or address; `Retry-After` says when to try again.' +
        askedToSolve,
    },
  },
  {
    method: 'post',
    path: '/auth/jwt/refresh/',
    tag: ACCOUNT_TAG,
    summary: 'Swap a refresh token for a new pair',
    description:
      'Refresh tokens rotate: the one sent is spent, and sending a spent one again ends every session of that sign-in.',
    access: 'public',
    body: { schema: refreshBody },
    answers: { 200: { description: 'A new access token and a new refresh token.', schema: tokenPairSchema } },
    errors: { 401: 'The refresh token is invalid, expired, spent or revoked.', 429: tooManyTries },
  },
  {
    method: 'post',
    path: '/auth/logout/',
    tag: ACCOUNT_TAG,
    summary: 'Sign out: revoke a refresh token and its sign-in',
    access: 'public',
    body: { schema: refreshBody },
    answers: { 204: { description: 'Signed out (also when the token was already unusable).' } },
  },
  {
    method: 'post',
    path: '/auth/users/reset_password/',
    tag: ACCOUNT_TAG,
    summary: 'Ask for a password reset email',
    description: 'The same answer whether or not the address has an account, so it reveals none.',
    access: 'public',
    headers: proofHeader,
    body: { schema: resetRequestBody },
    answers: { 204: { description: 'If the address has an account, a reset link is on its way.' } },
    errors: { 429: tooManyTries + askedToSolve },
  },
  {
    method: 'post',
    path: '/auth/users/reset_password_confirm/',
    tag: ACCOUNT_TAG,
    summary: 'Set a new password from a reset link',
    access: 'public',
    headers: proofHeader,
    body: { schema: resetConfirmBody },
    answers: { 204: { description: 'The password is changed and every session of the account ended.' } },
    errors: { 429: tooManyTries + askedToSolve },
  },
  {
    method: 'get',
    path: '/auth/users/me/',
    tag: ACCOUNT_TAG,
    summary: 'The signed-in account',
    access: 'signed-in',
    answers: { 200: { description: 'The caller’s account.', schema: currentUserSchema } },
  },
  {
    method: 'get',
    path: '/api/admin-check/',
    tag: ACCOUNT_TAG,
    summary: 'Whether the caller may use the staff area',
    description:
      'The staff area needs both `is_staff` and `is_superuser`. Answers with or without the trailing slash.',
    access: 'signed-in',
    answers: { 200: { description: 'The caller’s roles.', schema: adminCheckSchema } },
  },
  {
    method: 'get',
    path: '/auth/jwks.json',
    tag: ACCOUNT_TAG,
    summary: 'The public keys that verify access tokens',
    access: 'public',
    answers: { 200: { description: 'A JSON Web Key Set (ES256 keys).', schema: jwksSchema } },
  },
  {
    method: 'get',
    path: '/auth/challenge/',
    tag: ACCOUNT_TAG,
    summary: 'A proof-of-work challenge, for a request past a per-address limit',
    description:
      'An altcha challenge (PBKDF2/SHA-256, deterministic mode): find the counter whose derived key starts with `keyPrefix`, then send `{challenge, solution}` base64-encoded in `X-Proof-Of-Work`. It expires at `expiresAt` (seconds) and works once.',
    access: 'public',
    answers: { 200: { description: 'A signed challenge, never cached.', schema: challengeSchema } },
  },
];
