import type { Express } from 'express';
import { authenticate, createAccessTokenVerifier, createHttpApp } from '@mealbox/platform';
import type { Logger, ReadinessCheck, TrustProxy } from '@mealbox/platform';
import type { AdminUserDeps } from './domain/admin-users';
import type { ContactDeps } from './domain/contact-messages';
import type { SignInDeps } from './domain/sign-in';
import { adminContactRoutes } from './http/admin-contact-routes';
import { adminUserRoutes } from './http/admin-user-routes';
import { authRoutes } from './http/auth-routes';
import { contactRoutes } from './http/contact-routes';

export interface IdentityAppDeps {
  logger: Logger;
  readiness: ReadinessCheck[];
  /** Which proxies may name the client's address (TRUST_PROXY): the per-address sign-in throttle counts by it. */
  trustProxy: TrustProxy;
  admin: AdminUserDeps;
  signIn: SignInDeps;
  contact: ContactDeps;
}

/** Identity's HTTP API. Everything it needs is passed in; it never listens by itself. */
export function createApp({
  logger,
  readiness,
  trustProxy,
  admin,
  signIn,
  contact,
}: IdentityAppDeps): Express {
  // Identity checks its own access tokens against its key ring: no JWKS round trip to itself.
  const verifier = createAccessTokenVerifier({ keySource: signIn.keys, now: signIn.now });
  return createHttpApp({
    logger,
    readiness,
    trustProxy,
    routes(app) {
      app.use(authenticate(verifier));
      app.use(authRoutes({ writes: admin, signIn, keys: signIn.keys }));
      app.use(adminUserRoutes(admin));
      app.use(contactRoutes(contact));
      app.use(adminContactRoutes({ ...contact, users: admin.users }));
    },
  });
}
