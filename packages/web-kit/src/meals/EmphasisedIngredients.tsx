import { emphasiseAllergens } from '@mealbox/contracts/food';

/**
 * The ingredients list with each allergen in bold, as the law asks. The segments are rendered as React text,
 * never as HTML, so nothing typed into a meal's ingredients can become markup.
 */
export function EmphasisedIngredients({ ingredients }: { ingredients: string }) {
  return (
    <p className="mb-meal-details__ingredients" data-testid="meal-ingredients">
      {emphasiseAllergens(ingredients).map((segment, index) =>
        segment.allergen ? <strong key={index}>{segment.text}</strong> : segment.text,
      )}
    </p>
  );
}
