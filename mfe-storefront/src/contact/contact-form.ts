import type { ContactMessageRequest, ContactSubject } from '@mealbox/contracts';
import { formatDecimal } from '@mealbox/contracts/en-gb-numbers';
import { describeError, isApiError } from '@mealbox/web-kit';

/**
 * The contact form's rules (spec sections 3 and 5): name, email, subject and message, all required; the subject
 * from the list. The request matches identity's schema (packages/contracts/src/http/contact.ts) field for field;
 * only its types are imported here (its values would bring zod to the browser), and contact-form.unit.test.ts
 * checks these lists and limits against it.
 */

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the form holds: the subject is '' until one is chosen. */
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The spec's subjects, in its order: `value` is sent, `label` shown. */
export const CONTACT_SUBJECT_OPTIONS: ReadonlyArray<{ value: ContactSubject; label: string }> = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'order', label: 'Order Support' },
  { value: 'billing', label: 'Billing Question' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'other', label: 'Other' },
];

/** The server's limits (CONTACT_NAME_MAX, CONTACT_MESSAGE_MAX, the e-mail maximum of RFC 5321). */
export const CONTACT_LIMITS: Record<Exclude<ContactField, 'subject'>, number> = {
  name: 150,
  email: 254,
  message: 5000,
};

const REQUIRED_MESSAGES: Record<ContactField, string> = {
  name: 'Enter your full name',
  email: 'Enter your email address',
  subject: 'Select a subject',
  message: 'Enter your message',
};

const TOO_LONG_MESSAGES: Record<keyof typeof CONTACT_LIMITS, string> = {
  name: `Your name must be ${CONTACT_LIMITS.name} characters or fewer`,
  email: `Your email address must be ${CONTACT_LIMITS.email} characters or fewer`,
  message: `Your message must be ${formatDecimal(CONTACT_LIMITS.message, { max: 0 })} characters or fewer`,
};

/** Something@something.something, no spaces: what a person can have mistyped; the server has the final word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isSubject(value: string): value is ContactSubject {
  return CONTACT_SUBJECT_OPTIONS.some((option) => option.value === value);
}

/** The checks made before sending: every field is required, the email must look like one, nothing too long. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (!values[field].trim()) errors[field] = REQUIRED_MESSAGES[field];
  }
  for (const field of ['name', 'email', 'message'] as const) {
    if (!errors[field] && values[field].trim().length > CONTACT_LIMITS[field]) {
      errors[field] = TOO_LONG_MESSAGES[field];
    }
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) {
    errors.email = 'Enter an email address in the correct format, like name@example.com';
  }
  if (!errors.subject && !isSubject(values.subject)) errors.subject = REQUIRED_MESSAGES.subject;
  return errors;
}

/** The request body: exactly the schema's four fields, without stray spaces. Call after validateContact passed. */
export function contactRequest(values: ContactValues): ContactMessageRequest {
  if (!isSubject(values.subject)) throw new Error('contactRequest needs a valid subject');
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject,
    message: values.message.trim(),
  };
}

export interface ContactFailure {
  /** What the alert above the form says; null when the field messages say it all. */
  alert: { title: string; text?: string } | null;
  fieldErrors: ContactErrors;
}

/** A wait in words: 90 seconds -> '2 minutes'. */
function waitInWords(seconds: number | undefined): string {
  if (seconds === undefined) return 'later';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * What the form shows when sending failed. 400 with field errors: each on its field (problem+json `errors`, as
 * registration maps them), and any message about the whole form in the alert. 429: identity limits how many
 * messages one sender can send, so say so and when to try again. Anything else: the message was not sent; the
 * words stay in the form, so nothing typed is lost.
 */
export function contactFailure(error: unknown): ContactFailure {
  if (isApiError(error) && error.status === 429) {
    return {
      alert: {
        title: 'Too many messages',
        text: `You’ve sent us several messages in a short time. Please try again ${waitInWords(error.retryAfterSeconds)}.`,
      },
      fieldErrors: {},
    };
  }
  if (isApiError(error) && error.status === 400) {
    const fieldErrors: ContactErrors = {};
    const otherMessages: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if (messages.length === 0) continue;
      if ((CONTACT_FIELDS as readonly string[]).includes(field)) {
        fieldErrors[field as ContactField] = messages.join(' ');
      } else {
        otherMessages.push(messages.join(' '));
      }
    }
    if (Object.keys(fieldErrors).length > 0 || otherMessages.length > 0) {
      return {
        alert:
          otherMessages.length > 0
            ? { title: 'Please check your message', text: otherMessages.join(' ') }
            : null,
        fieldErrors,
      };
    }
  }
  return { alert: { title: 'We couldn’t send your message', text: describeError(error) }, fieldErrors: {} };
}
