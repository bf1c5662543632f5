import {
  ALLERGEN_KEYS,
  GLUTEN_CEREALS,
  TREE_NUTS,
  allergenLabel,
  allergenShortName,
  allergensAt,
  type Allergen,
} from '@mealbox/contracts/food';
import type { FoodInformationDto } from '@mealbox/contracts';

/** What a meal card says about allergens: the short names it contains and may contain, in the law's order. */
export interface CardAllergens {
  contains: string[];
  mayContain: string[];
}

export function cardAllergens(food: FoodInformationDto): CardAllergens {
  return {
    contains: allergensAt(food.allergens, 'contains').map(allergenShortName),
    mayContain: allergensAt(food.allergens, 'may_contain').map(allergenShortName),
  };
}

/** 'Contains: Milk, Gluten' / 'Contains none of the 14 allergens': a line a screen reader reads as it is. */
export function containsLine(allergens: CardAllergens): string {
  return allergens.contains.length > 0
    ? `Contains: ${allergens.contains.join(', ')}`
    : 'Contains none of the 14 allergens';
}

/** 'May contain: Sesame', or null when the kitchen declares no cross-contact risk. */
export function mayContainLine(allergens: CardAllergens): string | null {
  return allergens.mayContain.length > 0 ? `May contain: ${allergens.mayContain.join(', ')}` : null;
}

/** The full declaration as 'More info' lists it: the law's names, each of the 14 in exactly one list. */
export interface DeclarationLists {
  contains: string[];
  mayContain: string[];
  freeFrom: string[];
}

/**
 * The law's name of an allergen the meal has, naming the cereal behind gluten and the nut behind tree nuts:
 * 'Cereals containing gluten (wheat, barley)', 'Tree nuts (almonds)'. Free-from entries name none.
 */
function declaredName(allergen: Allergen, food: FoodInformationDto): string {
  const label = allergenLabel(allergen);
  const named =
    allergen === 'gluten'
      ? GLUTEN_CEREALS.filter((c) => food.gluten_cereals.includes(c.value)).map((c) => c.label.toLowerCase())
      : allergen === 'tree_nuts'
        ? TREE_NUTS.filter((n) => food.tree_nuts.includes(n.value)).map((n) => n.label.toLowerCase())
        : [];
  return named.length > 0 ? `${label} (${named.join(', ')})` : label;
}

export function declarationLists(food: FoodInformationDto): DeclarationLists {
  const at = (level: 'contains' | 'may_contain') =>
    allergensAt(food.allergens, level).map((allergen) => declaredName(allergen, food));
  return {
    contains: at('contains'),
    mayContain: at('may_contain'),
    freeFrom: ALLERGEN_KEYS.filter((a) => food.allergens[a] === 'free').map(allergenLabel),
  };
}
