/**
 * Facts about the company that several pages state. Kept in one place so every page says the same; only what is
 * true belongs here (no street address or phone number: Mealbox does not publish either).
 */
export const COMPANY_NAME = 'Mealbox Ltd';
export const SUPPORT_EMAIL = 'support@mealbox.co.uk';
/** How soon we answer e-mail and contact messages (the spec's stated response time). */
export const EMAIL_REPLY_TIME = 'within 24 hours';
/** How long after delivery a problem with a box can be reported (the returns policy). */
export const REPORT_WITHIN_HOURS = 48;
