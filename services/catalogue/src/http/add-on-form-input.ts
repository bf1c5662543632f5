import type { Request } from 'express';
import { addOnCreateFormShape, addOnUpdateFormShape } from '@mealbox/contracts';
import { strictBody } from '@mealbox/platform';
import type { AddOnDraft } from '../domain/add-on-draft';
import type { FoodInformationChanges } from '../domain/food-declaration';
import type { MealImage } from '../domain/meal-draft';
import { splitFoodFields } from './food-form-fields';
import { readFormWithImage } from './meal-form-input';

export const addOnCreateFields = strictBody(addOnCreateFormShape);
export const addOnUpdateFields = strictBody(addOnUpdateFormShape);

const REFUSED = 'The add-on is not valid.';

export interface AddOnFormInput<Changes> {
  changes: Changes;
  /** The food information fields sent (any of them; the catalogue decides whether the declaration is complete). */
  food: FoodInformationChanges;
  image?: MealImage;
}

/**
 * POST (a new add-on) and PUT (every field of one replaced): the whole form, its picture optional. The declaration
 * is only what the form sends (`food_information: null` underneath), so a PUT replaces it too.
 */
export async function readWholeAddOn(req: Request): Promise<AddOnFormInput<AddOnDraft>> {
  const { changes, image } = await readFormWithImage(req, addOnCreateFields, REFUSED);
  const { meal: fields, food } = splitFoodFields(changes);
  const { price, ...rest } = fields;
  return {
    changes: { ...rest, price_pence: price, food_information: null },
    food,
    ...(image ? { image } : {}),
  };
}

/** PATCH: the fields that change and/or a new picture. */
export async function readAddOnChanges(req: Request): Promise<AddOnFormInput<Partial<AddOnDraft>>> {
  const { changes, image } = await readFormWithImage(req, addOnUpdateFields, REFUSED);
  const { meal: fields, food } = splitFoodFields(changes);
  const { price, ...rest } = fields;
  return {
    changes: { ...rest, ...(price === undefined ? {} : { price_pence: price }) },
    food,
    ...(image ? { image } : {}),
  };
}
