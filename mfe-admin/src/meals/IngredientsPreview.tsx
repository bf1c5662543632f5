import { EmphasisedIngredients } from '@mealbox/web-kit';
import styles from './FoodInformationFields.module.css';

/** The ingredients as customers will read them, each allergen in bold, following what is typed. */
export function IngredientsPreview({ ingredients }: { ingredients: string }) {
  if (!ingredients.trim()) return null;
  return (
    <div className={styles.preview} data-testid="ingredients-preview">
      <p className={styles.previewTitle}>On the label</p>
      <EmphasisedIngredients ingredients={ingredients} />
    </div>
  );
}
