import type { createDocument, oas31 } from 'zod-openapi';

/** An OpenAPI 3.1 document, as a service serves it and the gateway merges it (zod-openapi's own type of it). */
export type ApiDocument = ReturnType<typeof createDocument>;

/** Where each service serves its own document (not proxied by the gateway, which serves the merged one). */
export const SERVICE_DOCUMENT_PATH = '/openapi.json';

/** The security scheme's name in every document. */
export const ACCESS_TOKEN_SCHEME = 'JWT';

/**
 * How the API takes an access token: `Authorization: JWT <access>`, the spec's form (Bearer is accepted too).
 * Written as an HTTP scheme named `JWT`, which is exactly the header the site sends.
 */
export const ACCESS_TOKEN_SECURITY_SCHEME: oas31.SecuritySchemeObject = {
  type: 'http',
  scheme: 'JWT',
  description:
    'Send the access token from `POST /auth/jwt/create/` as `Authorization: JWT <access>` (`Bearer <access>` is ' +
    'accepted too). It lives a few minutes: on a 401 refresh it once with `POST /auth/jwt/refresh/` and retry.',
};
