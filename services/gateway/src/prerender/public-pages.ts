/**
 * The pages a visitor from an advert, a search or a footer link lands on first: they arrive as prerendered HTML.
 * Each shows every first-time visitor the same thing (a visitor with a session of their own gets the app at once,
 * see app-starter-script.ts). Pages behind a sign-in, the purchase steps, the password reset link's page (its
 * address is one visitor's) and the admin area are personal or interactive from the first moment, so they keep the
 * plain shell.
 */
export const LANDING_PAGES: readonly string[] = [
  '/',
  '/meals',
  '/how-it-works',
  '/pricing',
  '/about-us',
  '/join-now/plans/',
];

/** The landing pages, and the pages their header and footer link to (forms and information). */
export const PUBLIC_PAGES: readonly string[] = [
  ...LANDING_PAGES,
  // Forms: the copy's fields hold what is typed until the app takes over (app-starter-script.ts).
  '/contact',
  '/login',
  '/forgot-password',
  // Information pages, linked from every page's footer.
  '/help',
  '/faq',
  '/delivery',
  '/returns',
  '/privacy',
  '/terms',
  '/cookies',
  '/accessibility',
];

/**
 * An address that is no page: rendered like the pages above, its copy is the not-found page that every unknown
 * address is answered with, with a 404.
 */
export const NOT_FOUND_PAGE = '/__not-found';
