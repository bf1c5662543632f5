import {
  ALLERGEN_KEYS,
  type Allergen,
  type AllergenDeclaration,
  type FoodInformation,
  type GlutenCereal,
  type TreeNut,
} from '@mealbox/contracts';

/** A demo product's label (a meal's, an add-on's), written the way a label's "Contains" and "May contain" lines read. */
export interface SeedLabel {
  contains?: readonly Allergen[];
  mayContain?: readonly Allergen[];
  /** The cereals behind "gluten" and the nuts behind "tree nuts", whether contained or a cross-contact risk. */
  cereals?: readonly GlutenCereal[];
  nuts?: readonly TreeNut[];
  /** Meat, poultry, gelatine or meat stock. */
  meat?: boolean;
  /** Honey and the like: animal products that are not among the 14 and not meat. */
  otherAnimalProducts?: boolean;
  netWeightG: number;
  cookingTimeMinutes: number;
  saturates: number;
  sugars: number;
  salt: number;
}

/**
 * The full declaration of one demo meal or add-on: every allergen not listed as contained or possibly contained is
 * declared free. Trade-off: a forgotten allergen would read as "free", so seed-meals.unit.test.ts and
 * seed-add-ons.unit.test.ts hold each to `declarationErrors`: an allergen its ingredients name but its label leaves
 * out fails the test.
 */
export function label({
  contains = [],
  mayContain = [],
  cereals = [],
  nuts = [],
  meat = false,
  otherAnimalProducts = false,
  ...portion
}: SeedLabel): FoodInformation {
  const levelOf = (allergen: Allergen) =>
    contains.includes(allergen) ? 'contains' : mayContain.includes(allergen) ? 'may_contain' : 'free';
  const allergens = Object.fromEntries(
    ALLERGEN_KEYS.map((allergen) => [allergen, levelOf(allergen)]),
  ) as AllergenDeclaration;
  return {
    allergens,
    glutenCereals: [...cereals],
    treeNuts: [...nuts],
    containsMeat: meat,
    containsOtherAnimalProducts: otherAnimalProducts,
    ...portion,
  };
}
