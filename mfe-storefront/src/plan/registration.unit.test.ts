import { ApiError } from '@mealbox/web-kit';
import {
  EMPTY_REGISTRATION,
  cleanRegistration,
  humaniseField,
  registrationFailure,
  validateRegistration,
} from './registration';

const complete = {
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.co.uk',
  password: 'correct horse battery',
};

describe('registration: checks before sending (spec section 5)', () => {
  it('when every field is filled in and the email is an email, then there are no errors', () => {
    expect(validateRegistration(complete)).toEqual({});
  });

  it('when the form is empty, then all five fields are required', () => {
    expect(validateRegistration(EMPTY_REGISTRATION)).toEqual({
      username: 'Enter a username',
      first_name: 'Enter your first name',
      last_name: 'Enter your last name',
      email: 'Enter your email address',
      password: 'Enter a password',
    });
  });

  it('when a name is only spaces, then it counts as empty', () => {
    expect(validateRegistration({ ...complete, first_name: '   ' })).toEqual({
      first_name: 'Enter your first name',
    });
  });

  it.each(['ada', 'ada@', 'ada@example', 'ada @example.com', '@example.com'])(
    'when the email is %s, then it must be in the correct format',
    (email) => {
      expect(validateRegistration({ ...complete, email })).toEqual({
        email: 'Enter an email address in the correct format, like name@example.com',
      });
    },
  );

  it('when sending, then spaces around names and email go, and the password is kept exactly', () => {
    expect(
      cleanRegistration({
        ...complete,
        username: ' ada ',
        email: ' ada@example.co.uk ',
        password: ' pass word ',
      }),
    ).toEqual({ ...complete, password: ' pass word ' });
  });
});

describe('registration: what a failure shows', () => {
  it('when identity answers 400 with field errors, then an alert titled Registration failed lists each field: messages, humanised', () => {
    const error = new ApiError({
      type: 'about:blank',
      title: 'Validation failed',
      status: 400,
      errors: {
        username: ['A user with that username already exists.'],
        first_name: ['This field is required.'],
        password: ['This password is too short.', 'This password is too common.'],
      },
    });
    expect(registrationFailure(error)).toEqual({
      title: 'Registration failed',
      lines: [
        'username: A user with that username already exists.',
        'first name: This field is required.',
        'password: This password is too short. This password is too common.',
      ],
      fieldErrors: {
        username: 'A user with that username already exists.',
        first_name: 'This field is required.',
        password: 'This password is too short. This password is too common.',
      },
    });
  });

  it('when a 400 has form-level messages, then they are listed without a field name', () => {
    const error = new ApiError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      errors: { non_field_errors: ['The password is too similar to the username.'] },
    });
    expect(registrationFailure(error).lines).toEqual(['The password is too similar to the username.']);
    expect(registrationFailure(error).fieldErrors).toEqual({});
  });

  it.each([
    ['a 400 without field errors', new ApiError({ type: 'about:blank', title: 'Bad Request', status: 400 })],
    ['a server error', new ApiError({ type: 'about:blank', title: 'Server error', status: 500 })],
    ['no connection', new ApiError({ type: 'about:blank', title: 'Network error', status: 0 })],
    ['something else', new Error('boom')],
  ])('when it is %s, then Registration failed. Please try again.', (_label, error) => {
    expect(registrationFailure(error)).toEqual({
      title: 'Registration failed. Please try again.',
      lines: [],
      fieldErrors: {},
    });
  });

  it('when identity is throttling, then the alert also says how long to wait', () => {
    const error = new ApiError(
      { type: 'about:blank', title: 'Too Many Requests', status: 429 },
      { retryAfterSeconds: 90 },
    );
    expect(registrationFailure(error).lines).toEqual([
      'Too many attempts. Please wait 90 seconds and try again.',
    ]);
  });

  it('when humanising field names, then underscores become spaces', () => {
    expect(humaniseField('first_name')).toBe('first name');
    expect(humaniseField('last_name')).toBe('last name');
    expect(humaniseField('email')).toBe('email');
  });
});
