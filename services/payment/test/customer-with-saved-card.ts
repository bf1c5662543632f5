import { eventually } from '@mealbox/test-support';
import type { PaymentDocument } from '../src/data/payment-model';
import type { TestPayment } from './payment-harness';

/**
 * A customer who paid their first box at the hosted checkout with `card`, which saved it for their later boxes.
 * Resolves once payment has that first payment completed.
 */
export async function customerWithSavedCard(t: TestPayment, card: string) {
  const customer = t.customer();
  const first = await t.placeOrder({ userId: customer.userId });
  await eventually('the order in payment', () => t.payment.deps.orders.exists({ _id: first.orderId }));
  const session = await t.checkout(customer.auth, first.orderId);
  expect(session.status).toBe(200);
  const paid = await t.api
    .post(new URL(session.body.checkout_url as string).pathname)
    .type('form')
    .send({ name: 'Ada Lovelace', card_number: card, expiry: '12/34', cvc: '123' });
  expect(paid.status).toBe(303);
  await eventually(
    'the first box paid',
    async () =>
      (await t.payment.deps.payments.findById(first.orderId).lean<PaymentDocument>())?.status === 'completed',
  );
  return { ...customer, firstOrderId: first.orderId };
}
