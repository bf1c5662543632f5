import {
  ALLERGEN_KEYS,
  allergenField,
  declarationErrors,
  missingAllergenMessage,
  type AddOnStatus,
  type AllergenDeclaration,
  type FoodInformation,
  type MealStatus,
} from '@mealbox/contracts';

/**
 * The food information a staff form sends: any part of a declaration, each allergen on its own. Laid over what the
 * meal already has (PATCH sends only what changes), so a form that changes the salt does not resend the 14.
 */
export type FoodInformationChanges = Partial<Omit<FoodInformation, 'allergens'>> & {
  allergens?: Partial<AllergenDeclaration>;
};

type FieldErrors = Record<string, string[]>;

const REQUIRED = 'This field is required.';

/** The declaration's parts that must be given (the cereals and nuts may be empty lists), by their form field. */
const REQUIRED_FIELDS = [
  ['containsMeat', 'contains_meat'],
  ['containsOtherAnimalProducts', 'contains_other_animal_products'],
  ['netWeightG', 'net_weight_g'],
  ['cookingTimeMinutes', 'cooking_time_minutes'],
  ['saturates', 'saturates'],
  ['sugars', 'sugars'],
  ['salt', 'salt'],
] as const satisfies readonly (readonly [keyof FoodInformation, string])[];

/** Statuses that put a meal (or an add-on) in front of customers: it cannot be there without its allergens. */
export function isOnMenuStatus(status: MealStatus | AddOnStatus): boolean {
  return status === 'available' || status === 'sold_out';
}

/** What is declared, as the refusals name it. */
export interface DeclaredProduct {
  /** As in 'The meal contains milk: name it in the ingredients'. */
  noun: string;
  /** Why an incomplete declaration is refused for one in front of customers. */
  onSale: string;
  /** Why an incomplete declaration is refused for one that is not. */
  notOnSale: string;
}

export const DECLARED_MEAL: DeclaredProduct = {
  noun: 'meal',
  onSale: 'A meal that is available or sold out needs a complete allergen and food declaration.',
  notOnSale:
    'A meal that is not available may be saved without food information, but any it has must be complete.',
};

export interface DeclarationInput {
  /** What the meal has before this write (null: no declaration yet). */
  stored: FoodInformation | null;
  changes: FoodInformationChanges;
  /** The meal's (or add-on's) status and ingredients as this write leaves them. */
  status: MealStatus | AddOnStatus;
  ingredients: string;
  /** A meal unless told. */
  product?: DeclaredProduct;
}

export type DeclarationOutcome = { food: FoodInformation | null } | { errors: FieldErrors };

function hasChanges(changes: FoodInformationChanges): boolean {
  const { allergens, ...rest } = changes;
  return (
    Object.values(allergens ?? {}).some((level) => level !== undefined) ||
    Object.values(rest).some((value) => value !== undefined)
  );
}

/**
 * The meal's declaration after a write, or a message per field saying why it cannot be.
 * - A meal on the menu (available, sold out) needs all of it: the 14 allergens, meat and other animal products,
 *   net weight, cooking time, saturates, sugars and salt; and it must agree with itself and the ingredients.
 * - A draft (not available) may have none yet; but a declaration it does have, or starts, is held to the same
 *   rule, so no half-declared meal is ever stored (and one cannot be published by a later status change alone).
 */
export function declaredFoodInformation({
  stored,
  changes,
  status,
  ingredients,
  product = DECLARED_MEAL,
}: DeclarationInput): DeclarationOutcome {
  if (!stored && !hasChanges(changes) && !isOnMenuStatus(status)) return { food: null };
  const { allergens: changedLevels = {}, ...changedRest } = changes;
  const allergens: Partial<AllergenDeclaration> = { ...stored?.allergens, ...definedOnly(changedLevels) };
  const merged: Partial<Omit<FoodInformation, 'allergens'>> = { ...stored, ...definedOnly(changedRest) };
  const errors: FieldErrors = {};
  for (const allergen of ALLERGEN_KEYS) {
    if (allergens[allergen] === undefined)
      errors[allergenField(allergen)] = [missingAllergenMessage(allergen)];
  }
  for (const [key, field] of REQUIRED_FIELDS) {
    if (merged[key] === undefined) errors[field] = [REQUIRED];
  }
  if (Object.keys(errors).length > 0) {
    errors.non_field_errors = [isOnMenuStatus(status) ? product.onSale : product.notOnSale];
    return { errors };
  }
  const food: FoodInformation = {
    allergens: allergens as AllergenDeclaration,
    glutenCereals: merged.glutenCereals ?? [],
    treeNuts: merged.treeNuts ?? [],
    containsMeat: merged.containsMeat as boolean,
    containsOtherAnimalProducts: merged.containsOtherAnimalProducts as boolean,
    netWeightG: merged.netWeightG as number,
    cookingTimeMinutes: merged.cookingTimeMinutes as number,
    saturates: merged.saturates as number,
    sugars: merged.sugars as number,
    salt: merged.salt as number,
  };
  const inconsistent = declarationErrors({ ...food, ingredients, product: product.noun });
  return Object.keys(inconsistent).length > 0 ? { errors: inconsistent } : { food };
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
