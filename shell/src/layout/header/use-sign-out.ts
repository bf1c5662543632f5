import { useCallback, useState } from 'react';
import { useNavigate } from '@mealbox/web-kit/router';
import { signOut } from '@mealbox/web-kit';

export interface SignOutAction {
  signOut: () => Promise<void>;
  pending: boolean;
  /** 'You’ve signed out.' once done, for a polite live region (the button that had focus is gone). */
  announcement: string;
}

/**
 * Signs out (identity revokes the tokens, best effort; the browser forgets them) and returns to the homepage,
 * moving focus to the page itself, since the Sign out button that had it no longer exists.
 */
export function useSignOut(): SignOutAction {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const run = useCallback(async () => {
    setPending(true);
    setAnnouncement('');
    try {
      await signOut();
    } finally {
      setPending(false);
    }
    await navigate('/');
    setAnnouncement('You’ve signed out.');
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [navigate]);
  return { signOut: run, pending, announcement };
}
