/** The staff sign-in (spec section 2: /manage, not guarded). */
export const ADMIN_LOGIN_PATH = '/manage';

/**
 * Where staff land after signing in. The spec says /manage-dashboard, but the dashboard is built in a later issue;
 * until then the first admin screen that exists is the users list. Switch this to '/manage-dashboard' then.
 */
export const ADMIN_HOME_PATH = '/manage-users';

export const USERS_PATH = '/manage-users';
/** The Order Report; each order's detail is under it (/manage-orders/{orderId}). */
export const ORDERS_PATH = '/manage-orders';
export const ORDER_DETAIL_PATH = `${ORDERS_PATH}/:orderId`;
export const CONFIGURATION_PATH = '/manage-configuration';
export const MEALS_PATH = '/manage-meals';
/** Not in the spec's list: the contact form's messages reach staff here (DESIGN section 9). */
export const MESSAGES_PATH = '/manage-messages';

/** Every admin screen's path starts with this ('/manage-users', '/manage-orders/42'). */
export const ADMIN_SCREEN_PREFIX = '/manage-';
