import { useCallback, useState } from 'react';
import { useNavigate } from '@mealbox/web-kit/router';
import { signOut } from '@mealbox/web-kit';
import { SITE_PATHS } from '../checkout-paths';

export interface AccountSignOut {
  signOut: () => Promise<void>;
  pending: boolean;
}

/**
 * Signs out through the page's one session (identity revokes the refresh token, best effort; the browser forgets
 * both tokens), then goes to the homepage, as the site's own Sign out does, rather than leaving the customer on a
 * sign-in page they did not ask for. Focus moves to the page, since the button that had it is gone.
 */
export function useAccountSignOut(): AccountSignOut {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } finally {
      setPending(false);
    }
    await navigate(SITE_PATHS.home, { replace: true });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [navigate]);
  return { signOut: run, pending };
}
