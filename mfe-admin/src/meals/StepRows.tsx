import { RECIPE_LIMITS } from '@mealbox/contracts/recipe-limits';
import { TextAreaField } from '@mealbox/web-kit';
import { EditableRows } from '../components/EditableRows';
import { EMPTY_STEP, type RecipeFormErrors, type StepRow } from './recipe-form';
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
    <EditableRows
      legend="Method"
      rowName="step"
      addLabel="Add a step"
      max={RECIPE_LIMITS.maxSteps}
      rows={rows}
      emptyRow={EMPTY_STEP}
      error={errors.steps}
      rowClassName={styles.step}
      onChange={onChange}
      renderFields={(row, index, change) => (
        <TextAreaField
          label={`Step ${index + 1}`}
          name={`steps.${index}`}
          rows={3}
          hint={`Up to ${RECIPE_LIMITS.maxStepLength} characters.`}
          value={row.text}
          error={errors[`steps.${index}`]}
          onChange={(event) => change({ text: event.target.value })}
        />
      )}
    />
  );
}
