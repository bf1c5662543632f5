import type { Order } from '@mealbox/contracts';

/** How many of each extra the order holds, by add-on id, from its price lines (the order's only record of them). */
export function extraQuantities(order: Pick<Order, 'price'>): Map<string, number> {
  return new Map(
    order.price.lines
      .filter((line) => line.kind === 'add_on' && line.ref !== null)
      .map((line) => [line.ref ?? '', line.quantity]),
  );
}
