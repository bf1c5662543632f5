/** The staff sign-in (spec section 2: /manage, not guarded). */
export const ADMIN_LOGIN_PATH = '/manage';

/** The staff dashboard: live figures for a period (spec section 2). */
export const DASHBOARD_PATH = '/manage-dashboard';

/** Where staff land after signing in (spec section 2: after login it leads to /manage-dashboard). */
export const ADMIN_HOME_PATH = DASHBOARD_PATH;

export const USERS_PATH = '/manage-users';
/** The Order Report; each order's detail is under it (/manage-orders/{orderId}). */
export const ORDERS_PATH = '/manage-orders';
export const ORDER_DETAIL_PATH = `${ORDERS_PATH}/:orderId`;
/** The boxes due on a day: the packing list, and sending them out (?date=YYYY-MM-DD). */
export const DELIVERIES_PATH = '/manage-deliveries';
export const CONFIGURATION_PATH = '/manage-configuration';
export const MEALS_PATH = '/manage-meals';
/** What is sold beside the meals: desserts, sides, drinks, breakfast. */
export const ADD_ONS_PATH = '/manage-add-ons';
/** Not in the spec's list: the contact form's messages reach staff here (DESIGN section 9). */
export const MESSAGES_PATH = '/manage-messages';

/** Every admin screen's path starts with this ('/manage-users', '/manage-orders/42'). */
export const ADMIN_SCREEN_PREFIX = '/manage-';
