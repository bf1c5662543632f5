/** Every page anyone can open without signing in (spec section 2), each by its own address (no aliases). */
export const PUBLIC_PAGES = [
  '/',
  '/meals',
  '/how-it-works',
  '/pricing',
  '/about-us',
  '/contact',
  '/help',
  '/faq',
  '/delivery',
  '/returns',
  '/privacy',
  '/terms',
  '/cookies',
  '/accessibility',
  '/login',
  '/join-now/plans/',
] as const;
