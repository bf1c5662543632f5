import { api, signIn, signOut } from '@mealbox/web-kit';
import { grantsAdminArea } from './admin-login';

export type StaffSignIn = 'admin' | 'not-admin';

/**
 * Signs in (POST /auth/jwt/create/), then asks identity whether the account may use the admin area
 * (GET /api/admin-check with the new token). When it may not, or the check itself fails, the session ends again:
 * identity revokes the tokens and the browser forgets both (spec section 4). Rejects when signing in failed.
 */
export async function signInAsStaff(username: string, password: string): Promise<StaffSignIn> {
  await signIn(username, password);
  let answer: unknown;
  try {
    answer = await api.get<unknown>('/api/admin-check/');
  } catch (error) {
    await signOut();
    throw error;
  }
  if (grantsAdminArea(answer)) return 'admin';
  await signOut();
  return 'not-admin';
}
