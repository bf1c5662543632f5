/**
 * The pages a visitor from an advert or a search lands on first: they arrive as prerendered HTML. Pages behind a
 * sign-in, the purchase steps and the admin area are personal or interactive from the first moment, so they keep
 * the plain shell.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/meals',
  '/how-it-works',
  '/pricing',
  '/about-us',
  '/join-now/plans/',
];
