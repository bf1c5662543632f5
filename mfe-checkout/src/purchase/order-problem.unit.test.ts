import { ApiError } from '@mealbox/web-kit';
import { orderProblem } from './order-problem';

const problem = (status: number, errors?: Record<string, string[]>, detail?: string) =>
  new ApiError({ type: 'about:blank', title: 'Problem', status, detail, errors });

describe('when an order cannot be placed', () => {
  it('when a chosen meal is no longer available, then the customer is sent back to their meals with the reason', () => {
    expect(
      orderProblem(
        problem(400, {
          'items.0.meal_id': ['This meal is not available at the moment.'],
          'items.3.meal_id': ['This meal is not available at the moment.'],
        }),
      ),
    ).toEqual({
      title: 'Some of your meals can’t be ordered',
      messages: ['This meal is not available at the moment.'],
      remedy: 'meals',
    });
  });

  it('when the discount code is refused, then its message shows and they may go on without it', () => {
    expect(orderProblem(problem(400, { discount_code: ['CHEF24 is for your first box only.'] }))).toEqual({
      title: 'Your discount code can’t be used',
      messages: ['CHEF24 is for your first box only.'],
      remedy: 'without-code',
    });
  });

  it('when the delivery day is no longer possible, then they are asked to choose another', () => {
    expect(
      orderProblem(problem(400, { delivery_date: ['Deliveries need 4 working days’ notice.'] })),
    ).toMatchObject({
      remedy: 'date',
      messages: ['Deliveries need 4 working days’ notice.'],
    });
  });

  it('when the plan’s meal count is not sold, then they go back to the plan', () => {
    expect(
      orderProblem(problem(400, { number_of_meals: ['Choose 6, 8, 10, 12, 15 or 18 meals.'] })),
    ).toMatchObject({
      remedy: 'plan',
    });
  });

  it('when the session has ended, then they are asked to log in again', () => {
    expect(orderProblem(problem(401))).toMatchObject({ remedy: 'sign-in', title: 'Please log in again' });
  });

  it('when the service fails or cannot be reached, then the message stays general and they may try again', () => {
    expect(orderProblem(problem(503, undefined, 'mongo down'))).toEqual({
      title: 'We couldn’t place your order',
      messages: ['Something went wrong on our side. Please try again in a moment.'],
      remedy: 'retry',
    });
    expect(orderProblem(problem(0))).toMatchObject({
      messages: ['We could not reach Mealbox. Please check your connection and try again.'],
    });
    expect(orderProblem(new TypeError('boom')).remedy).toBe('retry');
  });

  it('when the server refuses for another reason it explains (an address not found), then its words show', () => {
    expect(orderProblem(problem(404, undefined, 'Address not found.'))).toMatchObject({
      messages: ['Address not found.'],
      remedy: 'retry',
    });
  });
});
