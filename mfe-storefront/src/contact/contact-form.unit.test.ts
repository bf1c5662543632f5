import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECTS,
  contactMessageRequestSchema,
} from '@mealbox/contracts';
import { ApiError } from '@mealbox/web-kit';
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECT_OPTIONS,
  EMPTY_CONTACT,
  contactFailure,
  contactRequest,
  validateContact,
  type ContactValues,
} from './contact-form';

const complete: ContactValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  subject: 'order',
  message: 'My box arrived without the crumble.',
};

function problem(status: number, errors?: Record<string, string[]>, retryAfterSeconds?: number): ApiError {
  return new ApiError(
    {
      type: 'about:blank',
      title: status === 429 ? 'Too Many Requests' : 'Validation failed',
      status,
      errors,
    },
    { retryAfterSeconds },
  );
}

describe('contact form: checks before sending (spec section 5)', () => {
  it('when every field is filled in, then there are no errors', () => {
    expect(validateContact(complete)).toEqual({});
  });

  it('when the form is empty, then name, email, subject and message are all required, each with its message', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: 'Enter your full name',
      email: 'Enter your email address',
      subject: 'Select a subject',
      message: 'Enter your message',
    });
  });

  it('when a field is only spaces, then it counts as empty', () => {
    expect(validateContact({ ...complete, name: '  ', message: '\n\n' })).toEqual({
      name: 'Enter your full name',
      message: 'Enter your message',
    });
  });

  it.each(['ada', 'ada@', 'ada@example', 'ada @example.com'])(
    'when the email is %s, then it must be in the correct format',
    (email) => {
      expect(validateContact({ ...complete, email }).email).toBe(
        'Enter an email address in the correct format, like name@example.com',
      );
    },
  );

  it('when the subject is not one of the list, then a subject must be chosen', () => {
    expect(validateContact({ ...complete, subject: 'complaint' })).toEqual({ subject: 'Select a subject' });
  });

  it('when the name or message is longer than the server accepts, then the form says so before sending', () => {
    expect(
      validateContact({
        ...complete,
        name: 'a'.repeat(CONTACT_LIMITS.name + 1),
        message: 'a'.repeat(CONTACT_LIMITS.message + 1),
      }),
    ).toEqual({
      name: 'Your name must be 150 characters or fewer',
      message: 'Your message must be 5,000 characters or fewer',
    });
  });
});

describe('contact form: what is sent to POST /api/contact/', () => {
  it('when compared with identity’s schema, then the subjects and limits are the same', () => {
    expect(CONTACT_SUBJECT_OPTIONS).toEqual(CONTACT_SUBJECTS.map(({ value, label }) => ({ value, label })));
    expect(CONTACT_LIMITS.name).toBe(CONTACT_NAME_MAX);
    expect(CONTACT_LIMITS.message).toBe(CONTACT_MESSAGE_MAX);
  });

  it('when the form is sent, then the body has exactly the schema’s fields, trimmed, and the strict schema accepts it', () => {
    const body = contactRequest({ ...complete, name: '  Ada Lovelace ', message: ' Hello \n' });
    expect(body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      subject: 'order',
      message: 'Hello',
    });
    expect(contactMessageRequestSchema.strict().safeParse(body).success).toBe(true);
  });

  it.each(CONTACT_SUBJECT_OPTIONS.map((option) => [option.label, option.value]))(
    'when "%s" is chosen, then "%s" is sent and accepted',
    (_label, value) => {
      expect(
        contactMessageRequestSchema.safeParse(contactRequest({ ...complete, subject: value })).success,
      ).toBe(true);
    },
  );
});

describe('contact form: when sending fails', () => {
  it('when identity refuses fields (400 problem+json), then each message shows on its field and no alert repeats them', () => {
    const failure = contactFailure(
      problem(400, { email: ['Enter a valid email address.'], message: ['Too long.'] }),
    );
    expect(failure).toEqual({
      alert: null,
      fieldErrors: { email: 'Enter a valid email address.', message: 'Too long.' },
    });
  });

  it('when identity refuses the whole form, then its words show above the form', () => {
    const failure = contactFailure(problem(400, { non_field_errors: ['Unknown field: phone.'] }));
    expect(failure).toEqual({
      alert: { title: 'Please check your message', text: 'Unknown field: phone.' },
      fieldErrors: {},
    });
  });

  it('when too many messages were sent (429), then the form says so and when to try again', () => {
    expect(contactFailure(problem(429, undefined, 90)).alert).toEqual({
      title: 'Too many messages',
      text: 'You’ve sent us several messages in a short time. Please try again in 2 minutes.',
    });
    expect(contactFailure(problem(429)).alert?.text).toBe(
      'You’ve sent us several messages in a short time. Please try again later.',
    );
  });

  it('when the service is down or unreachable, then the message was not sent and the customer is told', () => {
    expect(contactFailure(problem(503)).alert).toEqual({
      title: 'We couldn’t send your message',
      text: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(
      contactFailure(new ApiError({ type: 'about:blank', title: 'Network error', status: 0 })).alert?.text,
    ).toBe('We could not reach Mealbox. Please check your connection and try again.');
  });
});
