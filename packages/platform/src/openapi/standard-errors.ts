import type { RouteDescription } from './route-description';

/**
 * The error answers a route gives because of what kind of route it is, not what it does: its input is parsed
 * (400), its guards run (401, 403), and any route may meet a dependency that is down for a moment (503).
 */
export function standardErrors(route: RouteDescription): Partial<Record<number, string>> {
  const errors: Partial<Record<number, string>> = {};
  if (route.body || route.query) {
    errors[400] = 'The request is not valid; `errors` names each field and what is wrong with it.';
  }
  if (route.access === 'signed-in' || route.access === 'admin') {
    errors[401] = 'No access token was sent, or it is invalid or expired (`WWW-Authenticate: JWT`).';
  }
  if (route.access === 'optional-sign-in') {
    errors[401] =
      'An access token was sent but is invalid or expired; send none to be answered as a visitor.';
  }
  if (route.access === 'admin') errors[403] = 'The caller is not both staff and superuser.';
  errors[503] =
    'The database, the broker or the signing keys cannot be reached for a moment; retry after `Retry-After` seconds.';
  return errors;
}
