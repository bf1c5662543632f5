import type { OrderConfirmedData } from '@mealbox/contracts';
import { createEvent } from '@mealbox/platform';

/**
 * Ordering's OrderConfirmed for a subscription's box, as it announces a box paid: what the services that give a
 * plan's perks (identity, catalogue) follow. Only the fields they read matter; the rest are a plausible box.
 */
export function subscriptionBoxPaid(box: {
  userId: string;
  subscriptionId: string;
  numberOfMeals: number;
  /** When it was paid (ISO 8601): the event's time. */
  at: string;
}) {
  const data: OrderConfirmedData = {
    orderId: `box-${box.subscriptionId}-${box.at}`,
    userId: box.userId,
    reference: 'MB-TEST',
    customerName: 'Test Customer',
    customerEmail: 'customer@example.co.uk',
    deliveryDate: box.at.slice(0, 10),
    address: { address: '1 High Street', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA' },
    items: [],
    mealSize: 'S',
    numberOfMeals: box.numberOfMeals,
    price: {
      mealPlanPence: 0,
      sizePremiumTotalPence: 0,
      deliveryFeePence: 0,
      discount: null,
      totalPence: 0,
    },
    subscriptionId: box.subscriptionId,
    confirmedAt: box.at,
  };
  return createEvent('OrderConfirmed', data, {
    producer: 'ordering',
    correlationId: 'subscription-box-paid',
    now: () => new Date(box.at),
  });
}
