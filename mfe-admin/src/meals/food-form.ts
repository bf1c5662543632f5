import type { FoodInformationDto } from '@mealbox/contracts';
import {
  ALLERGEN_KEYS,
  ALLERGEN_LEVELS,
  GLUTEN_CEREAL_KEYS,
  TREE_NUT_KEYS,
  allergenField,
  declarationErrors,
  missingAllergenMessage,
  type Allergen,
  type AllergenDeclaration,
  type AllergenLevel,
  type GlutenCereal,
  type TreeNut,
} from '@mealbox/contracts/food';

/**
 * The meal form's food information (contracts' foodInformationFormShape): the 14 allergens, the cereals and nuts
 * behind gluten and tree nuts, meat and other animal products, weight, cooking time, saturates, sugars and salt.
 * Held as the text the form sends, under the names it sends them, so the rest of the meal form treats them like
 * any other field; the catalogue makes the same checks again and has the final word.
 */

export const FOOD_NUMBER_FIELDS = [
  'net_weight_g',
  'cooking_time_minutes',
  'saturates',
  'sugars',
  'salt',
] as const;
export const FOOD_YES_NO_FIELDS = ['contains_meat', 'contains_other_animal_products'] as const;
export const FOOD_LIST_FIELDS = ['gluten_cereals', 'tree_nuts'] as const;
export const ALLERGEN_FORM_FIELDS = ALLERGEN_KEYS.map(allergenField);

type AllergenFormField = `allergen_${Allergen}`;
export type FoodFormField =
  | AllergenFormField
  | (typeof FOOD_LIST_FIELDS)[number]
  | (typeof FOOD_YES_NO_FIELDS)[number]
  | (typeof FOOD_NUMBER_FIELDS)[number];

/**
 * Each as sent: an allergen's level or '' until chosen; the lists as 'wheat,barley'; yes/no as 'true', 'false' or
 * '' until answered; numbers as typed.
 */
export type FoodFormValues = Record<FoodFormField, string>;

/** Field order on the page (after the ingredients), so the first with a problem can take the focus. */
export const FOOD_FIELD_ORDER: readonly FoodFormField[] = [
  ...ALLERGEN_FORM_FIELDS,
  ...FOOD_LIST_FIELDS,
  ...FOOD_YES_NO_FIELDS,
  ...FOOD_NUMBER_FIELDS,
];

export const EMPTY_FOOD_FORM: FoodFormValues = Object.fromEntries(
  FOOD_FIELD_ORDER.map((field) => [field, '']),
) as FoodFormValues;

/** A meal's stored declaration as form values; a draft without one starts blank. */
export function foodFormValuesOf(food: FoodInformationDto | null): FoodFormValues {
  if (!food) return { ...EMPTY_FOOD_FORM };
  const values: FoodFormValues = {
    ...EMPTY_FOOD_FORM,
    gluten_cereals: food.gluten_cereals.join(','),
    tree_nuts: food.tree_nuts.join(','),
    contains_meat: String(food.contains_meat),
    contains_other_animal_products: String(food.contains_other_animal_products),
    net_weight_g: String(food.net_weight_g),
    cooking_time_minutes: String(food.cooking_time_minutes),
    saturates: String(food.nutrition.per_portion.saturates),
    sugars: String(food.nutrition.per_portion.sugars),
    salt: String(food.nutrition.per_portion.salt),
  };
  for (const allergen of ALLERGEN_KEYS) values[allergenField(allergen)] = food.allergens[allergen];
  return values;
}

/** A comma list as its known values, in the law's order ('barley,wheat' -> ['wheat', 'barley']). */
export function listValues<V extends string>(text: string, allowed: readonly V[]): V[] {
  const given = text.split(',').map((value) => value.trim());
  return allowed.filter((value) => given.includes(value));
}

/** Ticks or unticks one cereal or nut in a comma list, keeping the law's order. */
export function toggleListValue<V extends string>(
  text: string,
  allowed: readonly V[],
  value: V,
  on: boolean,
): string {
  const current = listValues(text, allowed);
  return allowed.filter((v) => (v === value ? on : current.includes(v))).join(',');
}

const isLevel = (text: string): text is AllergenLevel => ALLERGEN_LEVELS.some((l) => l.value === text);

/** The declaration, once every one of the 14 has a level; null while any is unset. */
export function declaredAllergens(values: FoodFormValues): AllergenDeclaration | null {
  const declaration: Partial<AllergenDeclaration> = {};
  for (const allergen of ALLERGEN_KEYS) {
    const level = values[allergenField(allergen)];
    if (!isLevel(level)) return null;
    declaration[allergen] = level;
  }
  return declaration as AllergenDeclaration;
}

/**
 * Changing an allergen's level. "Free from" gluten or tree nuts empties its cereals or nuts: they are hidden then,
 * and a hidden tick left behind would only come back as an error the person cannot see.
 */
export function withAllergenLevel(
  values: FoodFormValues,
  allergen: Allergen,
  level: AllergenLevel,
): FoodFormValues {
  const next = { ...values, [allergenField(allergen)]: level };
  if (level === 'free' && allergen === 'gluten') next.gluten_cereals = '';
  if (level === 'free' && allergen === 'tree_nuts') next.tree_nuts = '';
  return next;
}

/** What the declaration is about, as the form's words name it (the meal editor's and the add-on editor's). */
export interface DeclaredProduct {
  /** 'meal', 'add-on': as in 'Say whether the meal contains meat'. */
  noun: string;
  /** The hint over the declaration when it is required, and when it may wait. */
  requiredHint: string;
  optionalHint: string;
}

export const DECLARED_MEAL: DeclaredProduct = {
  noun: 'meal',
  requiredHint: 'Required: a meal that is available or sold out needs all of it.',
  optionalHint:
    'A meal that is not available may be saved without it; it is needed before the meal goes on the menu.',
};

function requiredMessage(
  field: (typeof FOOD_YES_NO_FIELDS | typeof FOOD_NUMBER_FIELDS)[number],
  noun: string,
): string {
  const messages: Record<typeof field, string> = {
    contains_meat: `Say whether the ${noun} contains meat, poultry or gelatine`,
    contains_other_animal_products: `Say whether the ${noun} contains honey or other animal products`,
    net_weight_g: 'Enter the net weight per portion',
    cooking_time_minutes: 'Enter the cooking time',
    saturates: 'Enter the saturates',
    sugars: 'Enter the sugars',
    salt: 'Enter the salt',
  };
  return messages[field];
}

/** The catalogue's limits (contracts MEAL_LIMITS); meals.unit.test.ts checks they agree. */
export const FOOD_FORM_LIMITS = {
  net_weight_g: 3000,
  cooking_time_minutes: 240,
  saturates: 500,
  sugars: 1000,
  salt: 50,
} as const;

function numberProblem(field: (typeof FOOD_NUMBER_FIELDS)[number], text: string): string | undefined {
  const max = FOOD_FORM_LIMITS[field];
  if (/^-/.test(text)) return 'Must be 0 or more';
  if (field === 'net_weight_g' || field === 'cooking_time_minutes') {
    const unit = field === 'net_weight_g' ? 'grams' : 'minutes';
    if (!/^\d+$/.test(text))
      return `Enter a whole number of ${unit}, like ${field === 'net_weight_g' ? 450 : 25}`;
    if (Number(text) === 0) return 'Must be more than 0';
    return Number(text) > max ? `Must be no more than ${max} ${unit}` : undefined;
  }
  if (field === 'salt') {
    if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Enter grams of salt with at most two decimals, like 1.25';
  } else {
    if (/^\d+\.\d{2,}$/.test(text)) return 'Use at most one decimal place, like 4.5';
    if (!/^\d+(\.\d)?$/.test(text)) return 'Enter a number of grams, like 4.5';
  }
  return Number(text) > max ? `Must be no more than ${max}g` : undefined;
}

/**
 * Statuses that put a meal on the menu (or keep it there), or an add-on on sale: they need the whole declaration, as
 * the catalogue says.
 */
export function needsDeclaration(status: string): boolean {
  return status === 'available' || status === 'sold_out';
}

/**
 * The checks the catalogue makes, made before sending. A figure that is typed must be a proper number whatever the
 * status; a meal that is available or sold out needs all of it, and a declaration that agrees with itself and with
 * the ingredients (contracts' declarationErrors, the catalogue's own rule).
 */
export function foodFormErrors(
  values: FoodFormValues,
  status: string,
  ingredients: string,
  noun = DECLARED_MEAL.noun,
): Partial<Record<FoodFormField | 'ingredients', string>> {
  const errors: Partial<Record<FoodFormField | 'ingredients', string>> = {};
  for (const field of FOOD_NUMBER_FIELDS) {
    const text = values[field].trim();
    const problem = text ? numberProblem(field, text) : undefined;
    if (problem) errors[field] = problem;
  }
  if (!needsDeclaration(status)) return errors;

  for (const allergen of ALLERGEN_KEYS) {
    if (!isLevel(values[allergenField(allergen)])) {
      errors[allergenField(allergen)] = missingAllergenMessage(allergen);
    }
  }
  for (const field of [...FOOD_YES_NO_FIELDS, ...FOOD_NUMBER_FIELDS]) {
    if (!values[field].trim()) errors[field] = requiredMessage(field, noun);
  }
  const allergens = declaredAllergens(values);
  if (allergens) {
    const found = declarationErrors({
      allergens,
      glutenCereals: listValues<GlutenCereal>(values.gluten_cereals, GLUTEN_CEREAL_KEYS),
      treeNuts: listValues<TreeNut>(values.tree_nuts, TREE_NUT_KEYS),
      ingredients,
      product: noun,
    });
    for (const [field, messages] of Object.entries(found)) {
      const key = field as FoodFormField | 'ingredients';
      errors[key] ??= [...new Set(messages)].join(' ');
    }
  }
  return errors;
}
