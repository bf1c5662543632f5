import { useId, useState, type FormEvent } from 'react';
import type { Meal, Recipe } from '@mealbox/contracts';
import {
  Alert,
  DialogFooter,
  LoadErrorAlert,
  LoadingState,
  Modal,
  TextField,
  describeError,
  useAsync,
} from '@mealbox/web-kit';
import { IngredientRows } from './IngredientRows';
import { StepRows } from './StepRows';
import { fetchRecipe, saveRecipe } from './meals-api';
import {
  emptyRecipeForm,
  recipeBodyOf,
  recipeFields,
  recipeFormFailure,
  recipeFormValuesOf,
  validateRecipeForm,
  type RecipeFormErrors,
  type RecipeFormFailure,
  type RecipeFormValues,
} from './recipe-form';
import styles from './RecipeEditorModal.module.css';

interface RecipeEditorModalProps {
  meal: Meal | null;
  onClose: () => void;
  onSaved: (meal: Meal) => void;
}

/**
 * A meal's cook-at-home recipe (the Large plan's perk): how many it serves, its times, its ingredient lines and its
 * numbered method. It opens with the recipe the catalogue holds, or a blank one; saving sends the whole recipe.
 */
export function RecipeEditorModal({ meal, ...props }: RecipeEditorModalProps) {
  if (!meal) return null;
  return <RecipeEditor key={meal.id} meal={meal} {...props} />;
}

function RecipeEditor({ meal, onClose, onSaved }: RecipeEditorModalProps & { meal: Meal }) {
  const formId = useId();
  const held = useAsync((signal) => fetchRecipe(meal.id, signal), `recipe:${meal.id}`);
  const [pending, setPending] = useState(false);
  const loaded = held.status === 'success' && held.data !== undefined;
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={`Recipe: ${meal.name}`}
      footer={
        <DialogFooter
          keepLabel="Cancel"
          onKeep={onClose}
          confirmLabel="Save recipe"
          pending={pending}
          ready={loaded}
          form={formId}
        />
      }
    >
      {held.status === 'error' ? (
        <LoadErrorAlert title="We couldn’t load the recipe" onRetry={held.retry}>
          <p>{describeError(held.error)}</p>
        </LoadErrorAlert>
      ) : loaded ? (
        <RecipeForm
          formId={formId}
          meal={meal}
          held={held.data ?? null}
          pending={pending}
          setPending={setPending}
          onSaved={onSaved}
        />
      ) : (
        <LoadingState label="Loading the recipe…" />
      )}
    </Modal>
  );
}

function RecipeForm({
  formId,
  meal,
  held,
  pending,
  setPending,
  onSaved,
}: {
  formId: string;
  meal: Meal;
  held: Recipe | null;
  pending: boolean;
  setPending: (pending: boolean) => void;
  onSaved: (meal: Meal) => void;
}) {
  const [values, setValues] = useState<RecipeFormValues>(() =>
    held ? recipeFormValuesOf(held) : emptyRecipeForm(),
  );
  const [errors, setErrors] = useState<RecipeFormErrors>({});
  const [failure, setFailure] = useState<RecipeFormFailure | null>(null);
  const set = <K extends keyof RecipeFormValues>(field: K, value: RecipeFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  function focusFirst(form: HTMLFormElement, problems: RecipeFormErrors) {
    const field = recipeFields(values).find((name) => problems[name]);
    const control = field ? form.elements.namedItem(field) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const problems = validateRecipeForm(values);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      focusFirst(form, problems);
      return;
    }
    setPending(true);
    try {
      await saveRecipe(meal.id, recipeBodyOf(values));
      onSaved(meal);
    } catch (error) {
      const refused = recipeFormFailure(error, values);
      setFailure(refused);
      setErrors(refused.fieldErrors);
      setPending(false);
      focusFirst(form, refused.fieldErrors);
    }
  }

  return (
    <form
      id={formId}
      className={`mb-form ${styles.form}`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {held ? null : (
        <Alert tone="info" title="This meal has no recipe yet.">
          Large subscribers see it in their account once it is saved, while the meal is on the week&rsquo;s
          menu.
        </Alert>
      )}
      {failure ? (
        <Alert tone="error" title={failure.title}>
          {failure.lines.length > 0 ? (
            <ul className="mb-alert__list">
              {failure.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <div className={styles.numbers}>
        <TextField
          label="Serves"
          name="serves"
          type="number"
          inputMode="numeric"
          min={1}
          value={values.serves}
          error={errors.serves}
          onChange={(event) => set('serves', event.target.value)}
        />
        <TextField
          label="Prep (minutes)"
          name="prep_minutes"
          type="number"
          inputMode="numeric"
          min={0}
          value={values.prep_minutes}
          error={errors.prep_minutes}
          onChange={(event) => set('prep_minutes', event.target.value)}
        />
        <TextField
          label="Cooking (minutes)"
          name="cook_minutes"
          type="number"
          inputMode="numeric"
          min={0}
          value={values.cook_minutes}
          error={errors.cook_minutes}
          onChange={(event) => set('cook_minutes', event.target.value)}
        />
      </div>
      <IngredientRows
        rows={values.ingredients}
        errors={errors}
        onChange={(rows) => set('ingredients', rows)}
      />
      <StepRows rows={values.steps} errors={errors} onChange={(rows) => set('steps', rows)} />
    </form>
  );
}
