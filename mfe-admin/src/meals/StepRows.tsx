import { RECIPE_LIMITS } from '@mealbox/contracts/recipe-limits';
import { Button, PlusIcon, TextAreaField, TrashIcon } from '@mealbox/web-kit';
import { newRowKey, type RecipeFormErrors, type StepRow } from './recipe-form';
import styles from './RecipeEditorModal.module.css';

/** The recipe's method: numbered steps, added and removed one at a time. */
export function StepRows({
  rows,
  errors,
  onChange,
}: {
  rows: StepRow[];
  errors: RecipeFormErrors;
  onChange: (rows: StepRow[]) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Method</legend>
      {errors.steps ? (
        <p className="mb-field__error" role="alert">
          {errors.steps}
        </p>
      ) : null}
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.step}>
            <TextAreaField
              label={`Step ${index + 1}`}
              name={`steps.${index}`}
              rows={3}
              hint={`Up to ${RECIPE_LIMITS.maxStepLength} characters.`}
              value={row.text}
              error={errors[`steps.${index}`]}
              onChange={(event) =>
                onChange(
                  rows.map((each, at) => (at === index ? { ...each, text: event.target.value } : each)),
                )
              }
            />
            <Button
              variant="ghost"
              size="sm"
              icon={<TrashIcon size={16} />}
              className={styles.remove}
              onClick={() => onChange(rows.filter((_row, at) => at !== index))}
            >
              Remove<span className="mb-visually-hidden"> step {index + 1}</span>
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        icon={<PlusIcon size={16} />}
        disabled={rows.length >= RECIPE_LIMITS.maxSteps}
        onClick={() => onChange([...rows, { key: newRowKey(), text: '' }])}
      >
        Add a step
      </Button>
    </fieldset>
  );
}
