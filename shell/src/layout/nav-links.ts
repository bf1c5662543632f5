/** The main navigation (spec section 2), shared by the desktop bar and the mobile menu. */
export const MAIN_NAV = [
  { to: '/meals', label: 'Meals' },
  { to: '/how-it-works', label: 'How it Works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
] as const;

export const LOGIN_PATH = '/login';
/** Target of every 'Order Now' and 'Start Your Plan' (spec section 2). */
export const PLAN_PATH = '/join-now/plans/';
/** The customer's account (served by the checkout remote). */
export const ACCOUNT_PATH = '/account';
