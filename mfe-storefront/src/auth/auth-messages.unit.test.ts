import { ApiError } from '@mealbox/web-kit';
import { LOGIN_FAILED, loginErrorMessage, tooManyAttempts } from './auth-messages';

const apiError = (status: number, retryAfterSeconds?: number) =>
  new ApiError({ type: 'about:blank', title: 'x', status }, { retryAfterSeconds });

describe('login errors (spec section 8)', () => {
  it('when the credentials are wrong (401), then the spec’s message', () => {
    expect(LOGIN_FAILED).toBe('Login failed, check your username/password');
    expect(loginErrorMessage(apiError(401))).toEqual({ title: LOGIN_FAILED });
  });

  it('when the server refuses the credentials as invalid input (400, e.g. a password over 128 characters), then the same spec message', () => {
    expect(loginErrorMessage(apiError(400))).toEqual({ title: LOGIN_FAILED });
  });

  it("when throttled (429), then how long to wait, from Retry-After, in the server's words (seconds, then whole minutes)", () => {
    expect(loginErrorMessage(apiError(429, 300))).toEqual({
      title: 'Too many attempts. Please wait 5 minutes and try again.',
    });
    expect(tooManyAttempts(61)).toBe('Too many attempts. Please wait 61 seconds and try again.');
    expect(tooManyAttempts(900)).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(tooManyAttempts(20)).toBe('Too many attempts. Please wait 20 seconds and try again.');
    expect(tooManyAttempts(0)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(tooManyAttempts(undefined)).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('when Mealbox cannot be reached, then it says so', () => {
    expect(loginErrorMessage(apiError(0))).toEqual({
      title: 'We couldn’t log you in',
      detail: 'We could not reach Mealbox. Please check your connection and try again.',
    });
  });
});
