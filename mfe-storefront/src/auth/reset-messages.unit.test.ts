import { ApiError } from '@mealbox/web-kit';
import { newPasswordFailure, resetRequestFailure } from './reset-messages';

const problem = (status: number, errors?: Record<string, string[]>) =>
  new ApiError({ type: 'about:blank', title: 'Bad Request', status, ...(errors ? { errors } : {}) });

describe('password reset messages', () => {
  it('when the new password breaks a rule, then the rule is shown on the field', () => {
    expect(newPasswordFailure(problem(400, { new_password: ['This password is too common.'] }))).toEqual({
      field: 'This password is too common.',
    });
  });

  it('when the link is spent or expired, then the page says so and offers a new one', () => {
    expect(
      newPasswordFailure(problem(400, { token: ['This link is invalid or has expired.'] })),
    ).toMatchObject({
      linkDead: true,
      alert: { title: 'This link no longer works' },
    });
  });

  it('when asking is throttled, then the wait is said in words', () => {
    const limited = new ApiError(
      { type: 'about:blank', title: 'Too Many Requests', status: 429 },
      { retryAfterSeconds: 30 },
    );
    expect(resetRequestFailure(limited).title).toMatch(/^Too many attempts\./);
  });
});
