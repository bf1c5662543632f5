import { redirect, type LoaderFunction } from '@mealbox/web-kit/router';
import {
  hasUsableRefreshToken,
  isAccessTokenValid,
  loginPath,
  session,
  sessionStateOf,
  type StoredTokens,
} from '@mealbox/web-kit';

/**
 * Route guards (spec sections 2 and 6). The decisions are pure functions of the stored tokens and the time, so
 * they are tested without a browser; `guardLoader` runs them before a guarded page (and its remote) loads, and the
 * router re-runs them whenever the session changes (see router.ts), so signing out in another tab also leaves.
 * They are a courtesy to the visitor, not security: every service checks the token on every request.
 */
export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };
export type RouteGuardName = 'customer' | 'admin';

const ALLOW: GuardDecision = { allow: true };
const redirectTo = (path: string): GuardDecision => ({ allow: false, redirectTo: path });

/** Where the admin area signs staff in (spec section 2: /manage, not guarded). */
export const ADMIN_LOGIN_PATH = '/manage';

/**
 * Customer pages: in with an access token that has not expired (by its exp claim) or a refresh token that can get
 * a new one; otherwise to /login, remembering the page (/login?next=/join-now/meals/).
 */
export function customerGuard(tokens: StoredTokens, destination: string, now: number): GuardDecision {
  if (isAccessTokenValid(tokens.access, now) || hasUsableRefreshToken(tokens.refresh, now)) return ALLOW;
  return redirectTo(loginPath(destination));
}

/**
 * The admin area: not signed in -> /manage, remembering the page (/manage?next=/manage-users); signed in but not
 * both staff and superuser -> / (DESIGN section 9: both flags, as the area's own guard and login require).
 */
export function adminGuard(tokens: StoredTokens, destination: string, now: number): GuardDecision {
  const state = sessionStateOf(tokens, now);
  if (!state.signedIn) return redirectTo(loginPath(destination, ADMIN_LOGIN_PATH));
  if (!(state.isStaff && state.isSuperuser)) return redirectTo('/');
  return ALLOW;
}

export const GUARDS: Readonly<
  Record<RouteGuardName, (tokens: StoredTokens, destination: string, now: number) => GuardDecision>
> = { customer: customerGuard, admin: adminGuard };

/** A route loader that lets the visitor through or redirects them, by the named guard and the stored tokens. */
export function guardLoader(
  guard: RouteGuardName,
  readTokens: () => StoredTokens = () => session.store.tokens(),
  now: () => number = Date.now,
): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const decision = GUARDS[guard](readTokens(), `${url.pathname}${url.search}`, now());
    if (!decision.allow) throw redirect(decision.redirectTo);
    return null;
  };
}
