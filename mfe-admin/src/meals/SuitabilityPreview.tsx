import { suitabilityLabel, suitabilityOf } from '@mealbox/contracts/food';
import { declaredAllergens, type FoodFormValues } from './food-form';
import styles from './FoodInformationFields.module.css';

/** What "Suitable for" the menu will show, derived as the catalogue derives it; nothing to type, nothing to forget. */
export function SuitabilityPreview({ values, noun = 'meal' }: { values: FoodFormValues; noun?: string }) {
  const allergens = declaredAllergens(values);
  const answered = values.contains_meat !== '' && values.contains_other_animal_products !== '';
  const suitable =
    allergens && answered
      ? suitabilityOf({
          allergens,
          containsMeat: values.contains_meat === 'true',
          containsOtherAnimalProducts: values.contains_other_animal_products === 'true',
        })
      : null;
  return (
    <div className={styles.preview} data-testid="suitability-preview">
      <p className={styles.previewTitle}>Suitable for</p>
      <p aria-live="polite">
        {suitable === null
          ? `Answer every allergen and both animal product questions to see what the ${noun} is suitable for.`
          : suitable.length > 0
            ? suitable.map(suitabilityLabel).join(', ')
            : 'None of vegan, vegetarian, gluten-free, dairy-free or nut-free'}
      </p>
    </div>
  );
}
