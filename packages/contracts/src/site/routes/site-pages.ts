/**
 * Every page address of the site, as react-router path patterns (`:name` is one path segment). The shell's URL
 * table says which remote serves each one and which need a sign-in; the gateway answers any other address with
 * 404 and the not-found page (it reads this list from the deployed shell, `site-routes.json`). A page is added
 * here and in the shell's URL table (a unit test there holds the two to each other).
 */
export const SITE_PAGES = {
  home: '/',
  meals: '/meals',
  pricing: '/pricing',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:uid/:token',
  plans: '/join-now/plans',
  howItWorks: '/how-it-works',
  aboutUs: '/about-us',
  contact: '/contact',
  help: '/help',
  faq: '/faq',
  delivery: '/delivery',
  returns: '/returns',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  accessibility: '/accessibility',
  account: '/account',
  chooseMeals: '/join-now/meals',
  yourDetails: '/join-now/details',
  existingDetails: '/existing-details',
  cart: '/cart/:orderId',
  paymentSuccess: '/success',
  cartError: '/error',
  staffLogin: '/manage',
  manageDashboard: '/manage-dashboard',
  manageConfiguration: '/manage-configuration',
  manageMeals: '/manage-meals',
  manageAddOns: '/manage-add-ons',
  manageUsers: '/manage-users',
  manageMessages: '/manage-messages',
  manageOrders: '/manage-orders',
  manageOrder: '/manage-orders/:orderId',
  manageDeliveries: '/manage-deliveries',
} as const;

export type SitePagePath = (typeof SITE_PAGES)[keyof typeof SITE_PAGES];

/**
 * Old and alternative addresses and where they really live (spec section 2). The gateway answers them with a
 * permanent redirect, keeping the query string; the shell follows them too, for links inside the app.
 */
export const SITE_REDIRECTS: Readonly<Record<string, string>> = {
  '/plan': '/join-now/plans/',
  // The spec's mobile menu links to /how-it-work and its footer to /about (DESIGN section 9).
  '/how-it-work': '/how-it-works',
  '/about': '/about-us',
};
