import { ApiError } from '@mealbox/web-kit';
import { deliveryDateProblem, discountProblem, orderStateNote, paymentProblem, toPence } from './cart-logic';

const problem = (status: number, detail?: string, errors?: Record<string, string[]>) =>
  new ApiError({ type: 'about:blank', title: 'Problem', status, detail, errors });

describe('the cart', () => {
  it('when the total is sent to the payment provider, then it is exact pence (spec section 7)', () => {
    expect(toPence('75.99')).toBe(7599);
    expect(toPence('0.10')).toBe(10);
    expect(toPence('1234.05')).toBe(123405);
    // 4.35 * 100 is 434.99999999999994 in floating point; pence are read from the digits.
    expect(toPence('4.35')).toBe(435);
  });

  it('when the order is unpaid and processing (or its payment failed), then it can be paid and changed', () => {
    expect(orderStateNote({ payment_status: 'pending', order_status: 'processing' })).toBeNull();
  });

  it('when the order is paid, cancelled, refunded or being prepared, then it says so and offers no payment', () => {
    expect(orderStateNote({ payment_status: 'completed', order_status: 'processing' })).toBe(
      'This order is paid. Thank you!',
    );
    expect(orderStateNote({ payment_status: 'pending', order_status: 'cancelled' })).toBe(
      'This order was cancelled.',
    );
    expect(orderStateNote({ payment_status: 'refunded', order_status: 'processing' })).toBe(
      'This order was refunded.',
    );
    expect(orderStateNote({ payment_status: 'pending', order_status: 'preparing' })).toBe(
      'This order is being prepared, so it can no longer be changed here.',
    );
  });

  it('when the payment cannot be started (the payment service is not there), then the customer reads that the order is safe', () => {
    expect(paymentProblem(problem(404, 'No service answers this path.'))).toBe(
      'We couldn’t start the payment just now. Your order is saved: please try again in a moment.',
    );
    expect(paymentProblem(new TypeError('boom'))).toBe(
      'We couldn’t start the payment just now. Your order is saved: please try again in a moment.',
    );
  });

  it('when the total changed meanwhile (409), then the server’s words say what it is now', () => {
    expect(paymentProblem(problem(409, 'The total does not match the order: it is £65.99.'))).toBe(
      'The total does not match the order: it is £65.99. Please check your order and press Proceed To Payment again.',
    );
  });

  it('when the order’s code can no longer be used (409 naming discount_code), then only the server’s words show, which say to remove it', () => {
    const message =
      'CHEF24 is for your first box only, and you have already paid for a box. Remove the code to pay for this one.';
    expect(paymentProblem(problem(409, message, { discount_code: [message] }))).toBe(message);
  });

  it('when the connection fails, then they are told to check it', () => {
    expect(paymentProblem(problem(0, 'unused'))).toBe(
      'We could not reach Mealbox. Please check your connection and try again.',
    );
  });

  it('when a new day or code is refused, then the server’s message for that field shows', () => {
    expect(
      deliveryDateProblem(
        problem(400, 'The change is not valid.', {
          delivery_date: ['Saturday: we deliver on working days only.'],
        }),
      ),
    ).toBe('Saturday: we deliver on working days only.');
    expect(
      discountProblem(
        problem(400, 'The change is not valid.', { discount_code: ['This code is not valid.'] }),
      ),
    ).toBe('This code is not valid.');
    expect(
      discountProblem(
        problem(409, 'The delivery date and discount code can only change while the order is unpaid.'),
      ),
    ).toBe('The delivery date and discount code can only change while the order is unpaid.');
    expect(discountProblem(problem(503))).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
  });
});
