import type { PriceQuote } from '@mealbox/contracts';
import type { OutboxEntry } from '@mealbox/platform';
import type { OrderDocument } from '../data/order-model';
import { orderRepricedEntry } from '../events/order-events';
import type { EventContext } from '../events/order-events';

/**
 * OrderRepriced for an order moving from its current price to a new one (its items or its discount code changed),
 * so payment never asks for an earlier total. Written by the caller in the same update as the new price.
 */
export function repricedEntry(
  current: Pick<OrderDocument, '_id' | 'userId' | 'price'>,
  priced: { quote: PriceQuote; firstBoxOnlyCode: string | null },
  discountCode: string | null,
  at: Date,
  context: EventContext,
): OutboxEntry {
  return orderRepricedEntry(
    current,
    {
      previousTotalPence: current.price.totalPence,
      totalPence: priced.quote.totalPence,
      discountCode,
      firstBoxOnlyCode: priced.firstBoxOnlyCode,
      at,
    },
    context,
  );
}
