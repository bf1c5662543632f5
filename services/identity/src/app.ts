import type { Express } from 'express';
import { authenticate, createAccessTokenVerifier, createHttpApp } from '@mealbox/platform';
import type { Logger, ReadinessCheck, TrustProxy } from '@mealbox/platform';
import type { AdminUserDeps } from './domain/admin-users';
import type { ContactDeps } from './domain/contact-messages';
import type { SignInDeps } from './domain/sign-in';
import { adminContactRoutes } from './http/admin-contact-routes';
import { adminUserRoutes } from './http/admin-user-routes';
import { authRoutes } from './http/auth-routes';
import type { AuthRouteLimiters } from './http/auth-routes';
import { contactRoutes } from './http/contact-routes';

export interface IdentityAppDeps {
  logger: Logger;
  readiness: ReadinessCheck[];
  /** Which proxies may name the client's address (TRUST_PROXY): the per-address limits count by it. */
  trustProxy: TrustProxy;
  admin: AdminUserDeps;
  signIn: SignInDeps;
  contact: ContactDeps;
  limits: AuthRouteLimiters;
}

/** Identity's HTTP API. Everything it needs is passed in; it never listens by itself. */
export function createApp({
  logger,
  readiness,
  trustProxy,
  admin,
  signIn,
  contact,
  limits,
}: IdentityAppDeps): Express {
  // Identity checks its own access tokens with its own public key: no JWKS round trip to itself.
  const verifier = createAccessTokenVerifier({ publicKeys: [signIn.key.publicKey], now: signIn.now });
  return createHttpApp({
    logger,
    readiness,
    trustProxy,
    routes(app) {
      app.use(authenticate(verifier));
      app.use(authRoutes({ writes: admin, signIn, key: signIn.key, limits }));
      app.use(adminUserRoutes(admin));
      app.use(contactRoutes(contact));
      app.use(adminContactRoutes({ ...contact, users: admin.users }));
    },
  });
}
