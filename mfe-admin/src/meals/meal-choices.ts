import type { Choice, MealStatus } from '@mealbox/contracts';

/**
 * The spec's meal statuses with their labels (section 3), in the catalogue's order. Only the type comes from
 * contracts (its values would bring zod to the browser); meals.unit.test.ts checks the list against it.
 */
export const MEAL_STATUS_CHOICES = [
  { value: 'available', label: 'Available' },
  { value: 'sold_out', label: 'Sold Out' },
  { value: 'not_available', label: 'Not Available' },
] as const satisfies ReadonlyArray<Choice<MealStatus>>;

export function statusLabel(status: string): string {
  return MEAL_STATUS_CHOICES.find((choice) => choice.value === status)?.label ?? status;
}

/** How a status reads at a glance: on the menu, gone for now, or off the menu. */
export function statusTone(status: string): 'green' | 'amber' | 'neutral' {
  if (status === 'available') return 'green';
  return status === 'sold_out' ? 'amber' : 'neutral';
}
