import type { Locator } from 'playwright-core';
import { ALLERGENS, ALLERGEN_LEVELS, type Allergen, type AllergenLevel } from '@mealbox/contracts/food';

/** What staff answer in the meal editor's "Food information" beyond the 14 allergens. */
export interface FoodAnswers {
  containsMeat: boolean;
  containsOtherAnimalProducts: boolean;
  netWeightG: string;
  cookingTimeMinutes: string;
  saturates: string;
  sugars: string;
  salt: string;
}

const levelLabel = (level: AllergenLevel) => ALLERGEN_LEVELS.find((l) => l.value === level)?.label ?? level;

/**
 * Fills the meal editor's food information as staff would: each allergen's radio in its own group (free from unless
 * `levels` says otherwise), the two animal product questions, and the figures.
 */
export async function declareFoodInformation(
  dialog: Locator,
  levels: Partial<Record<Allergen, AllergenLevel>>,
  answers: FoodAnswers,
): Promise<void> {
  for (const { value, label } of ALLERGENS) {
    await dialog
      .getByRole('group', { name: label, exact: true })
      .getByLabel(levelLabel(levels[value] ?? 'free'), { exact: true })
      .check();
  }
  const yesNo = (answer: boolean) => (answer ? 'Yes' : 'No');
  await dialog
    .getByRole('group', { name: 'Contains meat, poultry or gelatine', exact: true })
    .getByLabel(yesNo(answers.containsMeat), { exact: true })
    .check();
  await dialog
    .getByRole('group', { name: 'Contains honey or other animal products', exact: true })
    .getByLabel(yesNo(answers.containsOtherAnimalProducts), { exact: true })
    .check();
  await dialog.getByLabel('Net weight per portion (g)').fill(answers.netWeightG);
  await dialog.getByLabel('Cooking time (minutes)').fill(answers.cookingTimeMinutes);
  await dialog.getByLabel('Saturates (g)').fill(answers.saturates);
  await dialog.getByLabel('Sugars (g)').fill(answers.sugars);
  await dialog.getByLabel('Salt (g)').fill(answers.salt);
}
