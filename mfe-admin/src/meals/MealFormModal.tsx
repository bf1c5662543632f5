import { useId, useState, type FormEvent } from 'react';
import type { Meal } from '@mealbox/contracts';
import { londonDate } from '@mealbox/contracts/london-calendar';
import {
  Alert,
  DialogFooter,
  MEAL_CATEGORY_CHOICES,
  Modal,
  SelectField,
  TextAreaField,
  TextField,
} from '@mealbox/web-kit';
import { OptionalMark } from '../components/OptionalMark';
import { controlOf } from '../components/form-control';
import { FoodInformationFields } from './FoodInformationFields';
import { ImagePicker } from './ImagePicker';
import { IngredientsPreview } from './IngredientsPreview';
import { FOOD_FIELD_ORDER, type FoodFormValues } from './food-form';
import { MEAL_STATUS_CHOICES, menuRestWeekChoices } from './meal-choices';
import {
  EMPTY_MEAL_FORM,
  MEAL_FIELD_ORDER,
  MEAL_FORM_LIMITS,
  formValuesOf,
  imageProblem,
  mealFormFailure,
  mealFormFields,
  validateMealForm,
  type MealFormErrors,
  type MealFormFailure,
  type MealFormValues,
} from './meal-form';
import { createMeal, updateMeal } from './meals-api';
import styles from './MealFormModal.module.css';

/** Which form is open: a new meal, or an edit of one. */
export type MealFormTarget = { mode: 'add' } | { mode: 'edit'; meal: Meal };

interface MealFormModalProps {
  target: MealFormTarget | null;
  onClose: () => void;
  onSaved: (meal: Meal, mode: MealFormTarget['mode']) => void;
}

/** Add and Edit (spec: Meals, a product list with an add/edit modal). */
export function MealFormModal({ target, ...props }: MealFormModalProps) {
  if (!target) return null;
  // Keyed: each opening starts from the meal's values (or a blank form), without the last one's errors.
  return <MealForm key={target.mode === 'edit' ? target.meal.id : 'new'} target={target} {...props} />;
}

const NUMBER_FIELDS = [
  { name: 'calories', label: 'Calories (kcal)', step: 1 },
  { name: 'protein', label: 'Protein (g)', step: 0.1 },
  { name: 'carbohydrates', label: 'Carbohydrates (g)', step: 0.1 },
  { name: 'fat', label: 'Fat (g)', step: 0.1 },
] as const;

function MealForm({ target, onClose, onSaved }: MealFormModalProps & { target: MealFormTarget }) {
  const formId = useId();
  const original = target.mode === 'edit' ? target.meal : undefined;
  const [values, setValues] = useState<MealFormValues>(() =>
    original ? formValuesOf(original) : EMPTY_MEAL_FORM,
  );
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<MealFormErrors>({});
  const [failure, setFailure] = useState<MealFormFailure | null>(null);
  const [pending, setPending] = useState(false);
  // London's date is close enough for naming weeks: at worst the label is an hour early on a Monday.
  const [restWeekChoices] = useState(() => menuRestWeekChoices(londonDate(new Date())));
  const set = (field: keyof MealFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setFood = (next: FoodFormValues) =>
    setValues((current) => ({
      ...current,
      ...Object.fromEntries(FOOD_FIELD_ORDER.map((field) => [field, next[field]])),
    }));

  function focusFirst(form: HTMLFormElement, problems: MealFormErrors) {
    const field = MEAL_FIELD_ORDER.find((name) => problems[name]);
    if (field) controlOf(form, field)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const problems = validateMealForm(values);
    const photoProblem = image ? imageProblem(image) : undefined;
    if (photoProblem) problems.image = photoProblem;
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      focusFirst(form, problems);
      return;
    }
    const fields = mealFormFields(values, original);
    if (original && Object.keys(fields).length === 0 && !image) {
      onClose(); // nothing changed: nothing to save
      return;
    }
    setPending(true);
    try {
      const saved = original ? await updateMeal(original.id, fields, image) : await createMeal(fields, image);
      onSaved(saved, target.mode);
    } catch (error) {
      const refused = mealFormFailure(error, !original);
      setFailure(refused);
      setErrors(refused.fieldErrors);
      setPending(false);
      focusFirst(form, refused.fieldErrors);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={original ? `Edit ${original.name}` : 'Add a meal'}
      footer={
        <DialogFooter
          keepLabel="Cancel"
          onKeep={onClose}
          confirmLabel={original ? 'Save changes' : 'Add meal'}
          pending={pending}
          form={formId}
        />
      }
    >
      <form
        id={formId}
        className={`mb-form ${styles.form}`}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
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
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          maxLength={MEAL_FORM_LIMITS.name}
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <div className="mb-form__row mb-form__row--2">
          <SelectField
            label="Category"
            name="category"
            placeholder="Choose a category"
            options={MEAL_CATEGORY_CHOICES}
            value={values.category}
            error={errors.category}
            onChange={(event) => set('category', event.target.value)}
          />
          <SelectField
            label="Status"
            name="status"
            hint="Only available meals are on the menu."
            options={MEAL_STATUS_CHOICES}
            value={values.status}
            error={errors.status}
            onChange={(event) => set('status', event.target.value)}
          />
        </div>
        <SelectField
          label="On the weekly menu"
          name="menu_rest_week"
          hint="The menu turns every four weeks: a meal can rest one week of the four, so each week's menu is different."
          options={restWeekChoices}
          value={values.menu_rest_week}
          error={errors.menu_rest_week}
          onChange={(event) => set('menu_rest_week', event.target.value)}
        />
        <TextAreaField
          label={
            <>
              Description <OptionalMark />
            </>
          }
          name="description"
          hint="One or two sentences for the menu card."
          rows={3}
          maxLength={MEAL_FORM_LIMITS.description}
          value={values.description}
          error={errors.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Nutrition per portion</legend>
          <div className={styles.numbers}>
            {NUMBER_FIELDS.map(({ name, label, step }) => (
              <TextField
                key={name}
                label={label}
                name={name}
                type="number"
                inputMode={step === 1 ? 'numeric' : 'decimal'}
                min={0}
                step={step}
                value={values[name]}
                error={errors[name]}
                onChange={(event) => set(name, event.target.value)}
              />
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label={
            <>
              Ingredients <OptionalMark />
            </>
          }
          name="ingredients"
          hint="As on the label, separated by commas. Name each allergen, e.g. “cream (milk)”, so it is shown in bold."
          rows={3}
          maxLength={MEAL_FORM_LIMITS.ingredients}
          value={values.ingredients}
          error={errors.ingredients}
          onChange={(event) => set('ingredients', event.target.value)}
        />
        <IngredientsPreview ingredients={values.ingredients} />
        <FoodInformationFields values={values} status={values.status} errors={errors} onChange={setFood} />
        <ImagePicker
          currentSrc={original?.image}
          file={image}
          error={errors.image}
          onChoose={(file) => {
            setImage(file);
            setErrors((current) => ({ ...current, image: file ? imageProblem(file) : undefined }));
          }}
        />
      </form>
    </Modal>
  );
}
