import { ENTER_PASSWORD, ENTER_USERNAME, signInFieldErrors } from './sign-in-fields';

describe('the sign-in form’s own checks', () => {
  it('when both fields are filled in, then nothing is said', () => {
    expect(signInFieldErrors('ada', 'secret')).toEqual({});
  });

  it('when both are empty, then each field says so, in the shop’s and the admin area’s words', () => {
    expect(signInFieldErrors('', '')).toEqual({ username: ENTER_USERNAME, password: ENTER_PASSWORD });
    expect(ENTER_USERNAME).toBe('Enter your username');
    expect(ENTER_PASSWORD).toBe('Enter your password');
  });

  it('when the username is only spaces, then it counts as empty', () => {
    expect(signInFieldErrors('   ', 'secret')).toEqual({ username: ENTER_USERNAME });
  });

  it('when the password is only spaces, then it is a password (it is sent as typed)', () => {
    expect(signInFieldErrors('ada', '   ')).toEqual({});
  });
});
