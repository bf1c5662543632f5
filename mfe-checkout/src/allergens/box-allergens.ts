import {
  ALLERGEN_KEYS,
  GLUTEN_CEREALS,
  TREE_NUTS,
  type Allergen,
  type AllergenDeclaration,
  type AllergenLevel,
  type GlutenCereal,
  type TreeNut,
} from '@mealbox/contracts/food';
import { allergenName, andList } from './allergen-names';

/** The parts of a meal's `food_information` (as an order's meals carry it) the box's allergens come from. */
export interface DeclaredFood {
  allergens: AllergenDeclaration;
  gluten_cereals: readonly GlutenCereal[];
  tree_nuts: readonly TreeNut[];
}

/** A meal of a box: its name, and its declaration (null or absent: none was made, so nothing can be promised). */
export interface BoxMeal {
  name: string;
  food_information?: DeclaredFood | null;
}

export interface BoxAllergenSummary {
  /** Allergens at least one meal contains, in the law's order, named as a label names them ('Gluten (wheat)'). */
  contains: string[];
  /** Allergens some meal may contain and none contains (a contained one is not repeated as a risk). */
  mayContain: string[];
  /** The meals without a declaration, by name (each once). */
  undeclared: string[];
  /** The whole summary as the cart and confirmation write it. */
  sentence: string;
}

/**
 * What a whole box holds of the 14 allergens, from its meals' declarations: 'This box contains: Milk, Gluten
 * (wheat), Mustard. May contain: Sesame.' Gluten and tree nuts name their cereals and nuts, as the law asks of a
 * label. A meal without a declaration is named rather than counted as free: a box is never called free from an
 * allergen nobody declared. Null for a box with no meals yet.
 */
export function boxAllergenSummary(
  meals: readonly BoxMeal[],
  /** How the sentence starts: a box's 'This box contains'; an extra's own line says 'Contains'. */
  lead = 'This box contains',
): BoxAllergenSummary | null {
  if (meals.length === 0) return null;
  const declared = meals.flatMap((meal) => (meal.food_information ? [meal.food_information] : []));
  const undeclared = [...new Set(meals.filter((meal) => !meal.food_information).map((meal) => meal.name))];
  const atLevel = (allergen: Allergen, level: AllergenLevel) =>
    declared.filter((food) => food.allergens[allergen] === level);

  const contains: string[] = [];
  const mayContain: string[] = [];
  for (const allergen of ALLERGEN_KEYS) {
    const containing = atLevel(allergen, 'contains');
    if (containing.length > 0) {
      contains.push(nameWithSources(allergen, containing));
      continue;
    }
    const risky = atLevel(allergen, 'may_contain');
    if (risky.length > 0) mayContain.push(nameWithSources(allergen, risky));
  }
  return { contains, mayContain, undeclared, sentence: sentenceOf(lead, contains, mayContain, undeclared) };
}

/** 'Gluten (wheat, barley)', 'Tree nuts (almonds)'; the bare name when the meals name no cereal or nut. */
function nameWithSources(allergen: Allergen, foods: readonly DeclaredFood[]): string {
  const name = allergenName(allergen);
  const sources =
    allergen === 'gluten'
      ? GLUTEN_CEREALS.filter((cereal) => foods.some((food) => food.gluten_cereals.includes(cereal.value)))
      : allergen === 'tree_nuts'
        ? TREE_NUTS.filter((nut) => foods.some((food) => food.tree_nuts.includes(nut.value)))
        : [];
  if (sources.length === 0) return name;
  return `${name} (${sources.map((source) => source.label.toLowerCase()).join(', ')})`;
}

function sentenceOf(lead: string, contains: string[], mayContain: string[], undeclared: string[]): string {
  const parts: string[] = [];
  if (contains.length > 0) parts.push(`${lead}: ${contains.join(', ')}.`);
  else if (undeclared.length === 0) parts.push(`${lead} none of the 14 allergens.`);
  if (mayContain.length > 0) parts.push(`May contain: ${mayContain.join(', ')}.`);
  if (undeclared.length > 0) {
    const them = undeclared.length === 1 ? 'it' : 'them';
    parts.push(
      `We don’t have the allergen information for ${andList(undeclared)} yet: please contact us before eating ${them}.`,
    );
  }
  return parts.join(' ');
}
