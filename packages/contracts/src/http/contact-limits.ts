/**
 * The contact form's and staff's answer's length limits: a browser-safe entry point of its own
 * (`@mealbox/contracts/contact-limits`, no zod), so the admin's answer box and the API agree.
 */
export const CONTACT_NAME_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;
/** Staff's own answer, emailed with the message quoted. */
export const CONTACT_REPLY_MAX = 5000;
