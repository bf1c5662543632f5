import type { DietaryRequirement } from '@mealbox/contracts';

/**
 * The dietary requirements a subscriber can give for the meals we choose for them, in the contracts' order and
 * words (DIETARY_REQUIREMENTS). Kept here rather than imported so the contracts package (and zod) stays out of
 * the browser; a unit test checks the two lists are the same.
 */
export const DIETARY_CHOICES: ReadonlyArray<{ value: DietaryRequirement; label: string }> = [
  { value: 'gluten_free', label: 'Gluten free' },
  { value: 'dairy_free', label: 'Dairy free' },
];

export function isDietaryRequirement(value: unknown): value is DietaryRequirement {
  return DIETARY_CHOICES.some((choice) => choice.value === value);
}

/** 'Gluten free', 'Gluten free and dairy free', or 'None' (in the list's order, whatever order they were given). */
export function dietaryWords(requirements: readonly DietaryRequirement[]): string {
  const labels = DIETARY_CHOICES.filter((choice) => requirements.includes(choice.value)).map(
    (choice, index) => (index === 0 ? choice.label : choice.label.toLowerCase()),
  );
  const last = labels.pop();
  if (last === undefined) return 'None';
  return labels.length > 0 ? `${labels.join(', ')} and ${last}` : last;
}

/** The requirements ticked, in the list's order: what is sent, and compared with what is saved. */
export function orderedRequirements(ticked: ReadonlySet<DietaryRequirement>): DietaryRequirement[] {
  return DIETARY_CHOICES.filter((choice) => ticked.has(choice.value)).map((choice) => choice.value);
}

/** Whether the ticked boxes differ from the saved requirements (Save is offered only then). */
export function requirementsChanged(
  saved: readonly DietaryRequirement[],
  ticked: ReadonlySet<DietaryRequirement>,
): boolean {
  return saved.length !== ticked.size || saved.some((requirement) => !ticked.has(requirement));
}
