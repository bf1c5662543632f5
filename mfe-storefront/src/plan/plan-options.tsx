import { MEAL_SIZES, PROTEIN_PREFERENCES, type ProteinPreference } from '@mealbox/contracts/plan-choice';
import type { MealCount, MealPlanPricingRow, MealSize } from '@mealbox/contracts';
import { LeafIcon, PlateIcon, ProteinIcon, formatPence } from '@mealbox/web-kit';
import type { ChoiceOption } from './ChoiceGroup';
import { SUBSCRIPTION_FREQUENCIES } from '@mealbox/contracts/subscription-frequency';
import type { SubscriptionFrequency } from '@mealbox/contracts/subscription-frequency';
import { offeredCounts, perMealPence, sizePremiumPence } from './plan-prices';

/** What each protein preference means, in a few words. */
const PROTEIN_DETAILS: Record<ProteinPreference, { description: string; icon: typeof LeafIcon }> = {
  MV: { description: 'A mix of meat and vegan dishes', icon: PlateIcon },
  MO: { description: 'Meat in every dish', icon: ProteinIcon },
  VO: { description: 'Vegan dishes only', icon: LeafIcon },
};

/** The count the pricing page marks as Most Popular (DESIGN section 9: Medium, 10 meals). */
const MOST_POPULAR: MealCount = 10;

export const PROTEIN_CHOICES: ReadonlyArray<ChoiceOption<ProteinPreference>> = PROTEIN_PREFERENCES.map(
  (option) => {
    const { description, icon: Icon } = PROTEIN_DETAILS[option.value];
    return { value: option.value, title: option.label, description, icon: <Icon size={24} /> };
  },
);

/** What each frequency means, in a few words. */
const FREQUENCY_DETAILS: Record<SubscriptionFrequency, string> = {
  weekly: 'A box each week',
  fortnightly: 'A box every other week',
  every_four_weeks: 'A box about once a month',
};

/** How often boxes come; every frequency is priced per box, the same. */
export const FREQUENCY_CHOICES: ReadonlyArray<ChoiceOption<SubscriptionFrequency>> =
  SUBSCRIPTION_FREQUENCIES.map((option) => ({
    value: option.value,
    title: option.label,
    description: FREQUENCY_DETAILS[option.value],
  }));

/** The sizes with the spec's energy and protein and, once the row for the chosen count is in, the premium. */
export function sizeChoices(row: MealPlanPricingRow | undefined): Array<ChoiceOption<MealSize>> {
  return MEAL_SIZES.map((size) => {
    const premium = row ? sizePremiumPence(row, size.value) : 0;
    return {
      value: size.value,
      title: size.label,
      description: `${size.calories} · ${size.protein}`,
      tag: premium > 0 ? `+${formatPence(premium)} a meal` : undefined,
    };
  });
}

/** The meal counts on offer, each with its per-meal price for the chosen size once the rows are in. */
export function countChoices(
  rows: MealPlanPricingRow[] | undefined,
  size: MealSize,
): Array<ChoiceOption<MealCount>> {
  const byCount = new Map(rows?.map((row) => [row.meal_count, row]));
  return offeredCounts(rows).map((count) => {
    const row = byCount.get(count);
    return {
      value: count,
      title: String(count),
      unit: 'meals',
      tag: count === MOST_POPULAR ? 'Most popular' : undefined,
      footer: row ? `${formatPence(perMealPence(row, size))} a meal` : undefined,
    };
  });
}
