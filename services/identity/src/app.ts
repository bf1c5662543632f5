import type { Express } from 'express';
import { authenticate, createHttpApp } from '@mealbox/platform';
import type {
  AccessTokenVerifier,
  Logger,
  ServiceMetrics,
  ReadinessCheck,
  TrustProxy,
} from '@mealbox/platform';
import type { AdminUserDeps } from './domain/admin-users';
import type { ContactDeps } from './contact/domain/contact-messages';
import type { PasswordResetDeps } from './domain/password-reset';
import type { ProofOfWork } from './domain/proof-of-work';
import type { SignInDeps } from './domain/sign-in';
import { adminContactRoutes } from './contact/http/admin-contact-routes';
import { adminUserRoutes } from './http/admin-user-routes';
import { authRoutes } from './http/auth-routes';
import type { AuthRouteLimiters } from './http/auth-routes';
import { contactRoutes } from './contact/http/contact-routes';
import { proofOfWorkRoutes } from './http/proof-of-work-routes';
import { identityApiDocument } from './http/identity-api-document';

export interface IdentityAppDeps {
  logger: Logger;
  /** The service's metrics: recorded per request, served at `/metrics` on its own port. */
  metrics: ServiceMetrics;
  readiness: ReadinessCheck[];
  /**
   * Which proxies may name the client's address (TRUST_PROXY): the per-address limits count by it. Behind the
   * gateway every request comes from the gateway, so without this all customers would share one address and one
   * guesser would slow them all; trusting any sender instead would let a guesser name a fresh address per try.
   * So only the gateway's hop is believed (loopback by default; one hop under Docker). Trade-off: anything else on
   * a trusted address (the same host, by default) can pick the address it is counted under.
   */
  trustProxy: TrustProxy;
  admin: AdminUserDeps;
  signIn: SignInDeps;
  passwordReset: PasswordResetDeps;
  contact: ContactDeps;
  /** Checks access tokens against identity's key ring and the revocations it has published. */
  verifier: AccessTokenVerifier;
  limits: AuthRouteLimiters;
  /** Challenges for clients over a per-address threshold (docs/abuse-limits.md). */
  proofOfWork: ProofOfWork;
}

/** Identity's HTTP API. Everything it needs is passed in; it never listens by itself. */
export function createApp({
  logger,
  metrics,
  readiness,
  trustProxy,
  admin,
  signIn,
  passwordReset,
  contact,
  verifier,
  limits,
  proofOfWork,
}: IdentityAppDeps): Express {
  return createHttpApp({
    logger,
    metrics,
    readiness,
    trustProxy,
    apiDocument: identityApiDocument,
    routes(app) {
      app.use(authenticate(verifier));
      app.use(authRoutes({ writes: admin, passwordReset, signIn, keys: signIn.keys, limits, proofOfWork }));
      app.use(proofOfWorkRoutes(proofOfWork));
      app.use(adminUserRoutes(admin));
      app.use(contactRoutes(contact));
      app.use(adminContactRoutes({ ...contact, users: admin.users }));
    },
  });
}
