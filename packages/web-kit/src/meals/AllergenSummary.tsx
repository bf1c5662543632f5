import type { FoodInformationDto } from '@mealbox/contracts';
import { cardAllergens, containsLine, mayContainLine } from './allergen-lists';

/**
 * A meal card's allergens as plain text, 'Contains: Milk, Gluten' and 'May contain: Sesame': read aloud as
 * written, legible on the narrowest phone, nothing carried by an icon or a colour alone.
 */
export function AllergenSummary({ food }: { food: FoodInformationDto }) {
  const allergens = cardAllergens(food);
  const mayContain = mayContainLine(allergens);
  return (
    <div className="mb-meal-allergens" data-testid="meal-allergens">
      <p className="mb-meal-allergens__line" data-testid="meal-contains">
        {containsLine(allergens)}
      </p>
      {mayContain ? (
        <p className="mb-meal-allergens__line mb-meal-allergens__line--may" data-testid="meal-may-contain">
          {mayContain}
        </p>
      ) : null}
    </div>
  );
}
