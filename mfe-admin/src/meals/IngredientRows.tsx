import { RECIPE_LIMITS } from '@mealbox/contracts/recipe-limits';
import { Button, PlusIcon, TextField, TrashIcon } from '@mealbox/web-kit';
import { newRowKey, type IngredientRow, type RecipeFormErrors } from './recipe-form';
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
  const change = (index: number, field: 'quantity' | 'item', value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Ingredients</legend>
      {errors.ingredients ? (
        <p className="mb-field__error" role="alert">
          {errors.ingredients}
        </p>
      ) : null}
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.ingredient}>
            <TextField
              label={`Quantity ${index + 1}`}
              name={`ingredients.${index}.quantity`}
              autoComplete="off"
              maxLength={RECIPE_LIMITS.maxQuantityLength}
              value={row.quantity}
              error={errors[`ingredients.${index}.quantity`]}
              onChange={(event) => change(index, 'quantity', event.target.value)}
            />
            <TextField
              label={`Ingredient ${index + 1}`}
              name={`ingredients.${index}.item`}
              autoComplete="off"
              value={row.item}
              error={errors[`ingredients.${index}.item`]}
              onChange={(event) => change(index, 'item', event.target.value)}
            />
            <Button
              variant="ghost"
              size="sm"
              icon={<TrashIcon size={16} />}
              className={styles.remove}
              onClick={() => onChange(rows.filter((_row, at) => at !== index))}
            >
              Remove<span className="mb-visually-hidden"> ingredient {index + 1}</span>
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        icon={<PlusIcon size={16} />}
        disabled={rows.length >= RECIPE_LIMITS.maxIngredients}
        onClick={() => onChange([...rows, { key: newRowKey(), quantity: '', item: '' }])}
      >
        Add an ingredient
      </Button>
    </fieldset>
  );
}
