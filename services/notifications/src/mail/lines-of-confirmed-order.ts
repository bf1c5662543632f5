import { linesOfNamedPrice } from '@mealbox/contracts';
import type { MealSize, OrderConfirmedData, PriceLine } from '@mealbox/contracts';

/**
 * The order's price lines. An OrderConfirmed from before lines (still on the topic, or redelivered) carries only
 * the plan's named fields: the same money is read back as lines, so such a mail reads like any other.
 */
export function linesOfConfirmedOrder(order: OrderConfirmedData): PriceLine[] {
  return (
    order.price.lines ??
    linesOfNamedPrice({
      ...order.price,
      mealSize: order.mealSize as MealSize,
      numberOfMeals: order.numberOfMeals,
    })
  );
}
