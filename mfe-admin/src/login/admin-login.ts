import { pleaseWait } from '@mealbox/contracts/please-wait';
import { describeError, isApiError, safeNextPath } from '@mealbox/web-kit';
import { ADMIN_HOME_PATH, ADMIN_SCREEN_PREFIX } from '../admin-paths';

/** The spec's admin login messages (section 8). */
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const NO_ADMIN_PRIVILEGES = "You don't have admin privileges";

/**
 * Whether GET /api/admin-check lets someone into the admin area: staff AND superuser (DESIGN section 9; the spec's
 * login checked only is_staff). Anything that is not plainly true, an odd answer included, keeps them out.
 */
export function grantsAdminArea(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const { is_staff: isStaff, is_superuser: isSuperuser } = answer as Record<string, unknown>;
  return isStaff === true && isSuperuser === true;
}

/**
 * Where to go after signing in: `next` when it is an admin screen of this site (the guard sends staff here with
 * the page they asked for), otherwise the admin home. A forged or customer-side `next` never leads anywhere else.
 */
export function adminDestination(next: string | null | undefined): string {
  const path = safeNextPath(next, ADMIN_HOME_PATH);
  return path.startsWith(ADMIN_SCREEN_PREFIX) ? path : ADMIN_HOME_PATH;
}

export interface LoginFailure {
  title: string;
  detail?: string;
}

/**
 * What the admin login shows when signing in failed. The spec's title is 'Invalid credentials' for any failure;
 * where the cause is not the password (throttled, offline, identity down) a line under it says what to do.
 */
export function adminLoginFailure(error: unknown): LoginFailure {
  if (!isApiError(error) || error.status === 401 || error.status === 400)
    return { title: INVALID_CREDENTIALS };
  if (error.status === 429) {
    return {
      title: INVALID_CREDENTIALS,
      detail: `Too many attempts. ${pleaseWait(error.retryAfterSeconds ?? 300)}`,
    };
  }
  if (error.isNetworkError || error.status >= 500)
    return { title: INVALID_CREDENTIALS, detail: describeError(error) };
  return { title: INVALID_CREDENTIALS };
}
