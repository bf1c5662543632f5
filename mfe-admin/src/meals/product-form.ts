import { describeError, isApiError } from '@mealbox/web-kit';
import { FOOD_FIELD_ORDER, FOOD_LIST_FIELDS, FOOD_NUMBER_FIELDS } from './food-form';

/**
 * What the meal editor and the add-on editor share beyond the food information: the nutrition figures' checks,
 * which fields a save sends, and how the catalogue's refusal is shown. Each form keeps its own fields and words.
 */

export const NUTRITION_FIELDS = ['calories', 'protein', 'carbohydrates', 'fat'] as const;
export type NutritionField = (typeof NUTRITION_FIELDS)[number];

const NUTRIENT_NAMES = { protein: 'Protein', carbohydrates: 'Carbohydrates', fat: 'Fat' } as const;

/** A per-portion figure's problem, if any: kcal are whole numbers, grams have at most one decimal place. */
export function nutritionProblem(field: NutritionField, text: string, max: number): string | undefined {
  if (/^-/.test(text)) return 'Must be 0 or more';
  if (field === 'calories') {
    if (!/^\d+$/.test(text)) return 'Enter a whole number of kcal, like 540';
    return Number(text) > max ? `Must be no more than ${max} kcal` : undefined;
  }
  if (/^\d+\.\d{2,}$/.test(text)) return 'Use at most one decimal place, like 32.5';
  if (!/^\d+(\.\d)?$/.test(text)) return `${NUTRIENT_NAMES[field]} must be a number of grams, like 32.5`;
  return Number(text) > max ? `Must be no more than ${max}g` : undefined;
}

const FOOD_FIELDS = new Set<string>(FOOD_FIELD_ORDER);
const LIST_ALLERGEN = { gluten_cereals: 'allergen_gluten', tree_nuts: 'allergen_tree_nuts' } as const;
/** The food information's figures: compared as numbers, so '420' and '420.0' are the same. */
export const FOOD_NUMERIC_FIELDS: readonly string[] = FOOD_NUMBER_FIELDS;

/**
 * Whether an unanswered food field is left out of a new product. One that is not on sale may wait for its
 * declaration, and '' is not a level, a yes/no or a number the catalogue could take. The cereals and nuts are the
 * exception once gluten or tree nuts is declared: then '' means "none".
 */
function leftOut(values: Readonly<Record<string, string>>, field: string): boolean {
  if (!FOOD_FIELDS.has(field) || (values[field] ?? '').trim() !== '') return false;
  const list = (FOOD_LIST_FIELDS as readonly string[]).includes(field)
    ? LIST_ALLERGEN[field as (typeof FOOD_LIST_FIELDS)[number]]
    : null;
  return list === null || values[list] === '';
}

/**
 * The text fields to send, trimmed. A new product: all of them. An edit: only those that changed from `before`
 * (the numeric ones compared as numbers), so one person's edit never rewrites a field someone else just changed.
 */
export function fieldsToSend<Field extends string>(
  values: Readonly<Record<Field, string>>,
  before: Readonly<Record<Field, string>> | undefined,
  numericFields: ReadonlySet<string>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of Object.keys(values) as Field[]) {
    const value = values[field].trim();
    if (before) {
      const was = before[field].trim();
      if (numericFields.has(field) && value !== '' ? Number(value) === Number(was) : value === was) continue;
    }
    if (leftOut(values, field)) continue;
    fields[field] = value;
  }
  return fields;
}

export interface ProductFormFailure<Errors> {
  title: string;
  /** Messages that belong to no field on the form. */
  lines: string[];
  fieldErrors: Errors;
}

/**
 * What a form shows when the catalogue refused: a 400's field errors at their fields (those in `fieldNames`), the
 * others listed under `title`; any other failure described in one line.
 */
export function productFormFailure<Errors extends Partial<Record<string, string>>>(
  error: unknown,
  title: string,
  fieldNames: ReadonlySet<string>,
): ProductFormFailure<Errors> {
  if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
    const fieldErrors: Partial<Record<string, string>> = {};
    const lines: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if (messages.length === 0) continue;
      if (fieldNames.has(field)) fieldErrors[field] = messages.join(' ');
      else lines.push(`${field.replace(/_/g, ' ')}: ${messages.join(' ')}`);
    }
    return {
      title: `${title} Please correct the highlighted fields.`,
      lines,
      fieldErrors: fieldErrors as Errors,
    };
  }
  return { title, lines: [describeError(error)], fieldErrors: {} as Errors };
}
