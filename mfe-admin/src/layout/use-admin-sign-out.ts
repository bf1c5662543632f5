import { useCallback, useState } from 'react';
import { useNavigate } from '@mealbox/web-kit/router';
import { signOut } from '@mealbox/web-kit';
import { ADMIN_LOGIN_PATH } from '../admin-paths';
import type { AdminLoginState } from '../login/AdminLoginPage';

export interface AdminSignOut {
  signOut: () => Promise<void>;
  pending: boolean;
}

/**
 * Signs out (identity revokes the tokens, best effort; the browser forgets them) and returns to the staff
 * sign-in, which says so. Staff who sign out usually mean to hand over to a colleague, not to go shopping.
 */
export function useAdminSignOut(): AdminSignOut {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } finally {
      setPending(false);
    }
    const state: AdminLoginState = { notice: 'You’ve signed out.' };
    await navigate(ADMIN_LOGIN_PATH, { replace: true, state });
  }, [navigate]);
  return { signOut: run, pending };
}
