import { Outlet, ScrollRestoration } from '@mealbox/web-kit/router';

/**
 * The frame of a remote that draws its own (REMOTE_FRAMES 'own': the admin area, with its sidebar). Its pages bring
 * their own landmarks, <main id="main"> included; the shell adds only scroll restoration.
 */
export function OwnFrameLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
