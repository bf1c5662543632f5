import { useId, useState, type FormEvent } from 'react';
import type { AddOn } from '@mealbox/contracts';
import { ADD_ON_CATEGORIES, ADD_ON_LIMITS, ADD_ON_STATUSES } from '@mealbox/contracts/add-ons';
import { Alert, DialogFooter, Modal, SelectField, TextAreaField, TextField } from '@mealbox/web-kit';
import { OptionalMark } from '../components/OptionalMark';
import { controlOf } from '../components/form-control';
import { FoodInformationFields } from '../meals/FoodInformationFields';
import { ImagePicker } from '../meals/ImagePicker';
import { IngredientsPreview } from '../meals/IngredientsPreview';
import { FOOD_FIELD_ORDER, type FoodFormValues } from '../meals/food-form';
import { imageProblem } from '../meals/meal-form';
import {
  ADD_ON_FIELD_ORDER,
  DECLARED_ADD_ON,
  EMPTY_ADD_ON_FORM,
  addOnFormFailure,
  addOnFormFields,
  addOnFormValuesOf,
  validateAddOnForm,
  type AddOnFormErrors,
  type AddOnFormFailure,
  type AddOnFormValues,
} from './add-on-form';
import { createAddOn, updateAddOn } from './add-ons-api';
import styles from '../meals/MealFormModal.module.css';

/** Which form is open: a new add-on, or an edit of one. */
export type AddOnFormTarget = { mode: 'add' } | { mode: 'edit'; addOn: AddOn };

interface AddOnFormModalProps {
  target: AddOnFormTarget | null;
  onClose: () => void;
  onSaved: (addOn: AddOn, mode: AddOnFormTarget['mode']) => void;
}

/** Add and Edit: the meal editor's look and questions, with a price and a weekly stock. */
export function AddOnFormModal({ target, ...props }: AddOnFormModalProps) {
  if (!target) return null;
  // Keyed: each opening starts from the add-on's values (or a blank form), without the last one's errors.
  return <AddOnForm key={target.mode === 'edit' ? target.addOn.id : 'new'} target={target} {...props} />;
}

const NUMBER_FIELDS = [
  { name: 'calories', label: 'Calories (kcal)', step: 1 },
  { name: 'protein', label: 'Protein (g)', step: 0.1 },
  { name: 'carbohydrates', label: 'Carbohydrates (g)', step: 0.1 },
  { name: 'fat', label: 'Fat (g)', step: 0.1 },
] as const;

function AddOnForm({ target, onClose, onSaved }: AddOnFormModalProps & { target: AddOnFormTarget }) {
  const formId = useId();
  const original = target.mode === 'edit' ? target.addOn : undefined;
  const [values, setValues] = useState<AddOnFormValues>(() =>
    original ? addOnFormValuesOf(original) : EMPTY_ADD_ON_FORM,
  );
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<AddOnFormErrors>({});
  const [failure, setFailure] = useState<AddOnFormFailure | null>(null);
  const [pending, setPending] = useState(false);
  const set = (field: keyof AddOnFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setFood = (next: FoodFormValues) =>
    setValues((current) => ({
      ...current,
      ...Object.fromEntries(FOOD_FIELD_ORDER.map((field) => [field, next[field]])),
    }));

  function focusFirst(form: HTMLFormElement, problems: AddOnFormErrors) {
    const field = ADD_ON_FIELD_ORDER.find((name) => problems[name]);
    if (field) controlOf(form, field)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const problems = validateAddOnForm(values);
    const photoProblem = image ? imageProblem(image) : undefined;
    if (photoProblem) problems.image = photoProblem;
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      focusFirst(form, problems);
      return;
    }
    const fields = addOnFormFields(values, original);
    if (original && Object.keys(fields).length === 0 && !image) {
      onClose(); // nothing changed: nothing to save
      return;
    }
    setPending(true);
    try {
      const saved = original
        ? await updateAddOn(original.id, fields, image)
        : await createAddOn(fields, image);
      onSaved(saved, target.mode);
    } catch (error) {
      const refused = addOnFormFailure(error, !original);
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
      title={original ? `Edit ${original.name}` : 'Add an add-on'}
      footer={
        <DialogFooter
          keepLabel="Cancel"
          onKeep={onClose}
          confirmLabel={original ? 'Save changes' : 'Add add-on'}
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
          maxLength={ADD_ON_LIMITS.name}
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <div className="mb-form__row mb-form__row--2">
          <SelectField
            label="Category"
            name="category"
            placeholder="Choose a category"
            options={ADD_ON_CATEGORIES}
            value={values.category}
            error={errors.category}
            onChange={(event) => set('category', event.target.value)}
          />
          <SelectField
            label="Status"
            name="status"
            hint="Only available add-ons can be bought."
            options={ADD_ON_STATUSES}
            value={values.status}
            error={errors.status}
            onChange={(event) => set('status', event.target.value)}
          />
        </div>
        <div className="mb-form__row mb-form__row--2">
          <TextField
            label="Price (£)"
            name="price"
            hint="For one, in pounds, like 3.50; at most £50.00."
            inputMode="decimal"
            autoComplete="off"
            value={values.price}
            error={errors.price}
            onChange={(event) => set('price', event.target.value)}
          />
          <TextField
            label={
              <>
                Stock per week <OptionalMark />
              </>
            }
            name="stock_per_week"
            hint="How many can be sold for one delivery week. Leave it empty for no limit."
            inputMode="numeric"
            autoComplete="off"
            value={values.stock_per_week}
            error={errors.stock_per_week}
            onChange={(event) => set('stock_per_week', event.target.value)}
          />
        </div>
        <TextAreaField
          label={
            <>
              Description <OptionalMark />
            </>
          }
          name="description"
          hint="One or two sentences for the add-on's card."
          rows={3}
          maxLength={ADD_ON_LIMITS.description}
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
          maxLength={ADD_ON_LIMITS.ingredients}
          value={values.ingredients}
          error={errors.ingredients}
          onChange={(event) => set('ingredients', event.target.value)}
        />
        <IngredientsPreview ingredients={values.ingredients} />
        <FoodInformationFields
          values={values}
          status={values.status}
          errors={errors}
          onChange={setFood}
          product={DECLARED_ADD_ON}
        />
        <ImagePicker
          currentSrc={original?.image}
          file={image}
          error={errors.image}
          noun="add-on"
          onChoose={(file) => {
            setImage(file);
            setErrors((current) => ({ ...current, image: file ? imageProblem(file) : undefined }));
          }}
        />
      </form>
    </Modal>
  );
}
