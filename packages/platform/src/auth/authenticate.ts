import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpProblem } from '../http/http-problem';
import { JwtError } from './jwt';
import { TokenCheckUnavailableError } from './token-check-unavailable-error';
import type { AccessTokenVerifier, AuthUser } from './access-token-verifier';

/** `Authorization: JWT <token>` (the spec's form) or `Bearer <token>`. */
const AUTHORIZATION = /^(?:JWT|Bearer) +([A-Za-z0-9_.-]+) *$/i;

export const unauthorized = (detail: string) => new HttpProblem(401, 'Unauthorized', detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpProblem(403, 'Forbidden', detail);

const NOT_PROVIDED = 'Authentication credentials were not provided.';
const NOT_VALID = 'The access token is invalid or expired.';

interface AuthLocals {
  user?: AuthUser;
  /** Set when a token was sent but refused, so `requireUser` can say so. */
  authFailure?: string;
}

/**
 * Reads the access token, if any, and sets `res.locals.user`. It never refuses a request by itself: public routes
 * stay public; `requireUser` / `requireAdmin` guard the rest. If a token cannot be checked right now (the signing
 * keys out of reach, the revocations not being heard) it answers 503 (a 401 would wrongly make the browser drop a
 * good session).
 */
export function authenticate(verifier: AccessTokenVerifier): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization');
    if (!header) return next();
    const locals = res.locals as AuthLocals;
    const match = AUTHORIZATION.exec(header);
    if (!match?.[1]) {
      locals.authFailure = 'malformed';
      return next();
    }
    try {
      locals.user = await verifier.verify(match[1]);
    } catch (error) {
      if (error instanceof JwtError) {
        locals.authFailure = error.reason;
      } else if (error instanceof TokenCheckUnavailableError) {
        res.setHeader('Retry-After', '5');
        throw new HttpProblem(
          503,
          'Service Unavailable',
          'Sign-in cannot be checked right now. Please retry.',
        );
      } else {
        throw error;
      }
    }
    next();
  };
}

/** The signed-in caller, if `authenticate` accepted a token. */
export function authUserOf(res: Response): AuthUser | undefined {
  return (res.locals as AuthLocals).user;
}

/** The signed-in caller on a route behind `requireUser`/`requireAdmin`. */
export function requiredAuthUser(res: Response): AuthUser {
  const user = authUserOf(res);
  if (!user) throw unauthorized(NOT_PROVIDED);
  return user;
}

/** 401 (problem+json, with `WWW-Authenticate`) unless a valid access token was sent. */
export const requireUser: RequestHandler = (_req, res, next) => {
  const locals = res.locals as AuthLocals;
  if (locals.user) return next();
  res.setHeader('WWW-Authenticate', 'JWT realm="api"');
  throw unauthorized(locals.authFailure ? NOT_VALID : NOT_PROVIDED);
};

/**
 * For routes open to everyone that answer a signed-in caller differently (a price quote knows their discounts):
 * no token is fine, but a token that was sent and refused (expired, forged) is a 401 as anywhere else, so the
 * client refreshes it and asks again rather than being answered as a stranger.
 */
export const refuseInvalidToken: RequestHandler = (_req, res, next) => {
  if (!(res.locals as AuthLocals).authFailure) return next();
  res.setHeader('WWW-Authenticate', 'JWT realm="api"');
  throw unauthorized(NOT_VALID);
};

/** Staff area: 401 when not signed in, 403 unless the caller is both staff and superuser. */
export const requireAdmin: RequestHandler = (req, res, next) => {
  requireUser(req, res, () => {
    const user = (res.locals as AuthLocals).user;
    if (!user?.isStaff || !user.isSuperuser) throw forbidden();
    next();
  });
};
