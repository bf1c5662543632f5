import { Types } from 'mongoose';
import { badRequest, notFound } from '@mealbox/platform';
import type { AddOnDocument } from '../data/add-on-model';
import type { AddOnDraft } from './add-on-draft';
import {
  declaredFoodInformation,
  type DeclaredProduct,
  type FoodInformationChanges,
} from './food-declaration';

/** How an add-on's declaration refusals read (the rule is the meals' own: food-declaration.ts). */
export const DECLARED_ADD_ON: DeclaredProduct = {
  noun: 'add-on',
  onSale: 'An add-on that is available needs a complete allergen and food declaration.',
  notOnSale:
    'An add-on that is not available may be saved without food information, but any it has must be complete.',
};

/** The stored fields a draft sets (the API's snake_case names become the document's camelCase ones). */
export function addOnFieldsOf(draft: AddOnDraft) {
  return {
    name: draft.name,
    description: draft.description,
    category: draft.category,
    status: draft.status,
    pricePence: draft.price_pence,
    ingredients: draft.ingredients,
    calories: draft.calories,
    protein: draft.protein,
    carbohydrates: draft.carbohydrates,
    fat: draft.fat,
    stockPerWeek: draft.stock_per_week,
    foodInformation: draft.food_information,
  };
}
export type AddOnFields = ReturnType<typeof addOnFieldsOf>;

/** A stored add-on as a draft, so a partial change can be laid over it. */
export function addOnDraftOf(addOn: AddOnDocument): AddOnDraft {
  return {
    name: addOn.name,
    description: addOn.description,
    category: addOn.category,
    status: addOn.status,
    price_pence: addOn.pricePence,
    ingredients: addOn.ingredients,
    calories: addOn.calories,
    protein: addOn.protein,
    carbohydrates: addOn.carbohydrates,
    fat: addOn.fat,
    // FerretDB may leave a null field out of the document it returns.
    stock_per_week: addOn.stockPerWeek ?? null,
    food_information: addOn.foodInformation ?? null,
  };
}

/**
 * The stored fields of a draft once the food information sent is laid over its own declaration; a 400 with a
 * message per field when the declaration cannot stand (an available add-on needs all of it, agreeing with its
 * ingredients, exactly as a meal on the menu does).
 */
export function declaredAddOnFields(draft: AddOnDraft, food: FoodInformationChanges = {}): AddOnFields {
  const declared = declaredFoodInformation({
    stored: draft.food_information,
    changes: food,
    status: draft.status,
    ingredients: draft.ingredients,
    product: DECLARED_ADD_ON,
  });
  if ('errors' in declared) throw badRequest('The add-on is not valid.', declared.errors);
  return addOnFieldsOf({ ...draft, food_information: declared.food });
}

/** The id in a URL as an add-on id; anything that cannot be one is simply an add-on that is not there. */
export function parseAddOnId(addOnId: string): Types.ObjectId {
  if (!/^[0-9a-f]{24}$/i.test(addOnId)) throw notFound('Add-on not found.');
  return new Types.ObjectId(addOnId);
}
