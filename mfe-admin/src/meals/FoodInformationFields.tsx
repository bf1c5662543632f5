import { useId } from 'react';
import {
  ALLERGENS,
  ALLERGEN_LEVELS,
  GLUTEN_CEREALS,
  GLUTEN_CEREAL_KEYS,
  TREE_NUTS,
  TREE_NUT_KEYS,
  allergenField,
  type Allergen,
  type AllergenLevel,
} from '@mealbox/contracts/food';
import { TextField } from '@mealbox/web-kit';
import { Choice, ChoiceFieldset } from './ChoiceFieldset';
import { SuitabilityPreview } from './SuitabilityPreview';
import {
  DECLARED_MEAL,
  listValues,
  needsDeclaration,
  toggleListValue,
  withAllergenLevel,
  type DeclaredProduct,
  type FoodFormField,
  type FoodFormValues,
} from './food-form';
import styles from './FoodInformationFields.module.css';

interface FoodInformationFieldsProps {
  values: FoodFormValues;
  status: string;
  errors: Partial<Record<FoodFormField, string>>;
  onChange: (next: FoodFormValues) => void;
  /** A meal unless told (the add-on editor asks the same questions). */
  product?: DeclaredProduct;
}

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

const YES_NO_FIELDS = [
  { name: 'contains_meat', legend: 'Contains meat, poultry or gelatine' },
  { name: 'contains_other_animal_products', legend: 'Contains honey or other animal products' },
] as const;

const NUMBER_FIELDS = [
  { name: 'net_weight_g', label: 'Net weight per portion (g)', step: 1 },
  { name: 'cooking_time_minutes', label: 'Cooking time (minutes)', step: 1 },
  { name: 'saturates', label: 'Saturates (g)', step: 0.1 },
  { name: 'sugars', label: 'Sugars (g)', step: 0.1 },
  { name: 'salt', label: 'Salt (g)', step: 0.01 },
] as const;

/**
 * "Food information": what the law asks a shop to say before a meal is bought. Each of the 14 allergens is its own
 * required question (no answer is chosen for the cook: "free from" must be a decision, not a default); the cereals
 * and nuts are asked for only when gluten or tree nuts may be in the meal; "Suitable for" follows live from the
 * answers, as the catalogue derives it.
 */
export function FoodInformationFields({
  values,
  status,
  errors,
  onChange,
  product = DECLARED_MEAL,
}: FoodInformationFieldsProps) {
  const set = (field: FoodFormField, value: string) => onChange({ ...values, [field]: value });
  const setLevel = (allergen: Allergen, level: AllergenLevel) =>
    onChange(withAllergenLevel(values, allergen, level));
  const required = needsDeclaration(status);
  const headingId = useId();

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Food information
      </h3>
      <p className="mb-field__hint">{required ? product.requiredHint : product.optionalHint}</p>
      <div className={styles.allergens} data-testid="allergen-choices">
        {ALLERGENS.map(({ value: allergen, label }) => {
          const field = allergenField(allergen);
          return (
            <ChoiceFieldset key={allergen} legend={label} error={errors[field]}>
              {ALLERGEN_LEVELS.map((level) => (
                <Choice
                  key={level.value}
                  type="radio"
                  name={field}
                  value={level.value}
                  label={level.label}
                  checked={values[field] === level.value}
                  onChange={() => setLevel(allergen, level.value)}
                />
              ))}
            </ChoiceFieldset>
          );
        })}
      </div>
      {values.allergen_gluten !== 'free' ? (
        <ChoiceFieldset
          legend="Which cereals containing gluten"
          hint="Shown on the label beside gluten."
          error={errors.gluten_cereals}
        >
          {GLUTEN_CEREALS.map((cereal) => (
            <Choice
              key={cereal.value}
              type="checkbox"
              name="gluten_cereals"
              value={cereal.value}
              label={cereal.label}
              checked={listValues(values.gluten_cereals, GLUTEN_CEREAL_KEYS).includes(cereal.value)}
              onChange={(on) =>
                set(
                  'gluten_cereals',
                  toggleListValue(values.gluten_cereals, GLUTEN_CEREAL_KEYS, cereal.value, on),
                )
              }
            />
          ))}
        </ChoiceFieldset>
      ) : null}
      {values.allergen_tree_nuts !== 'free' ? (
        <ChoiceFieldset
          legend="Which tree nuts"
          hint="Shown on the label beside tree nuts."
          error={errors.tree_nuts}
        >
          {TREE_NUTS.map((nut) => (
            <Choice
              key={nut.value}
              type="checkbox"
              name="tree_nuts"
              value={nut.value}
              label={nut.label}
              checked={listValues(values.tree_nuts, TREE_NUT_KEYS).includes(nut.value)}
              onChange={(on) =>
                set('tree_nuts', toggleListValue(values.tree_nuts, TREE_NUT_KEYS, nut.value, on))
              }
            />
          ))}
        </ChoiceFieldset>
      ) : null}
      <div className="mb-form__row mb-form__row--2">
        {YES_NO_FIELDS.map(({ name, legend }) => (
          <ChoiceFieldset key={name} legend={legend} error={errors[name]}>
            {YES_NO.map((answer) => (
              <Choice
                key={answer.value}
                type="radio"
                name={name}
                value={answer.value}
                label={answer.label}
                checked={values[name] === answer.value}
                onChange={() => set(name, answer.value)}
              />
            ))}
          </ChoiceFieldset>
        ))}
      </div>
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
      <SuitabilityPreview values={values} noun={product.noun} />
    </section>
  );
}
