import { ApiError } from '@mealbox/web-kit';
import { actionProblem } from './action-problem';

const refusal = (status: number, detail?: string, errors?: Record<string, string[]>) =>
  new ApiError({ type: 'about:blank', title: 'Problem', status, detail, errors });

describe('what a refused change tells the customer', () => {
  it('when a box is past its cut-off (409), then the server’s detail is shown as it is', () => {
    expect(actionProblem(refusal(409, 'Changes to your 12 March box closed at 12:00 on 9 March.'))).toBe(
      'Changes to your 12 March box closed at 12:00 on 9 March.',
    );
  });

  it('when a field is refused (400), then the detail and the field’s own message are both shown', () => {
    expect(
      actionProblem(
        refusal(400, 'The new date is not valid.', {
          date: ['You already have a box on Thursday 12 March. Choose another day.'],
        }),
      ),
    ).toBe('The new date is not valid. You already have a box on Thursday 12 March. Choose another day.');
  });

  it('when the server fails or cannot be reached, then the words are general', () => {
    expect(actionProblem(refusal(503, 'mongo timeout'))).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(actionProblem(refusal(0))).toBe(
      'We could not reach Mealbox. Please check your connection and try again.',
    );
  });

  it('when the session has ended, then they are asked to log in again', () => {
    expect(actionProblem(refusal(401, 'Token is invalid or expired'))).toBe(
      'For your security, your session has ended. Please log in again.',
    );
  });

  it('when something other than an API error goes wrong, then the words are general', () => {
    expect(actionProblem(new TypeError('boom'))).toBe('Something unexpected went wrong. Please try again.');
  });
});
