import { RECIPE_LIMITS } from '@mealbox/contracts/recipe-limits';
import { TextField } from '@mealbox/web-kit';
import { EditableRows } from '../components/EditableRows';
import { EMPTY_INGREDIENT, type IngredientRow, type RecipeFormErrors } from './recipe-form';
import styles from './RecipeEditorModal.module.css';

/** The recipe's ingredient lines: a quantity and an ingredient each, added and removed one at a time. */
export function IngredientRows({
  rows,
  errors,
  onChange,
}: {
  rows: IngredientRow[];
  errors: RecipeFormErrors;
  onChange: (rows: IngredientRow[]) => void;
}) {
  return (
    <EditableRows
      legend="Ingredients"
      rowName="ingredient"
      addLabel="Add an ingredient"
      max={RECIPE_LIMITS.maxIngredients}
      rows={rows}
      emptyRow={EMPTY_INGREDIENT}
      error={errors.ingredients}
      rowClassName={styles.ingredient}
      onChange={onChange}
      renderFields={(row, index, change) => (
        <>
          <TextField
            label={`Quantity ${index + 1}`}
            name={`ingredients.${index}.quantity`}
            autoComplete="off"
            maxLength={RECIPE_LIMITS.maxQuantityLength}
            value={row.quantity}
            error={errors[`ingredients.${index}.quantity`]}
            onChange={(event) => change({ quantity: event.target.value })}
          />
          <TextField
            label={`Ingredient ${index + 1}`}
            name={`ingredients.${index}.item`}
            autoComplete="off"
            value={row.item}
            error={errors[`ingredients.${index}.item`]}
            onChange={(event) => change({ item: event.target.value })}
          />
        </>
      )}
    />
  );
}
