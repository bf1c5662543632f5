import type { Order } from '@mealbox/contracts';

/** One line of a packing slip: how many of what. */
export interface PackingLine {
  quantity: number;
  name: string;
}

/**
 * What goes in the box, as the packer reads it: the meals (most first, then by name, so two slips for the same
 * meals read alike) and the extras (add-ons, from the order's price lines), and how many meals are still to be
 * chosen by us (an order whose meals were not all picked is filled from the week's menu).
 */
export function boxContents(order: Pick<Order, 'items' | 'price' | 'meals_remaining'>): {
  meals: PackingLine[];
  extras: PackingLine[];
  mealsToChoose: number;
} {
  const byMost = (a: PackingLine, b: PackingLine) => b.quantity - a.quantity || a.name.localeCompare(b.name);
  return {
    meals: order.items.map((item) => ({ quantity: item.quantity, name: item.meal.name })).sort(byMost),
    extras: order.price.lines
      .filter((line) => line.kind === 'add_on')
      .map((line) => ({ quantity: line.quantity, name: line.label }))
      .sort(byMost),
    mealsToChoose: order.meals_remaining,
  };
}

/** The boxes that can be sent out now (ready, not yet gone). */
export const readyToSend = (boxes: readonly Pick<Order, 'id' | 'order_status'>[]): string[] =>
  boxes.filter((box) => box.order_status === 'ready').map((box) => box.id);
