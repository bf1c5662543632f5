/**
 * The 14 allergens UK law names (Food Information Regulations 2014; retained Regulation 1169/2011 Annex II), in the
 * order labels list them. `value` is stored and sent; `label` is the law's name; `short` fits a meal card.
 */
export const ALLERGENS = [
  { value: 'celery', label: 'Celery', short: 'Celery' },
  { value: 'gluten', label: 'Cereals containing gluten', short: 'Gluten' },
  { value: 'crustaceans', label: 'Crustaceans', short: 'Crustaceans' },
  { value: 'eggs', label: 'Eggs', short: 'Egg' },
  { value: 'fish', label: 'Fish', short: 'Fish' },
  { value: 'lupin', label: 'Lupin', short: 'Lupin' },
  { value: 'milk', label: 'Milk', short: 'Milk' },
  { value: 'molluscs', label: 'Molluscs', short: 'Molluscs' },
  { value: 'mustard', label: 'Mustard', short: 'Mustard' },
  { value: 'tree_nuts', label: 'Tree nuts', short: 'Nuts' },
  { value: 'peanuts', label: 'Peanuts', short: 'Peanuts' },
  { value: 'sesame', label: 'Sesame', short: 'Sesame' },
  { value: 'soya', label: 'Soya', short: 'Soya' },
  { value: 'sulphites', label: 'Sulphur dioxide and sulphites (over 10 mg/kg)', short: 'Sulphites' },
] as const;

export type Allergen = (typeof ALLERGENS)[number]['value'];
export const ALLERGEN_KEYS = ALLERGENS.map((a) => a.value) as [Allergen, ...Allergen[]];

/** How a meal stands against one allergen: an ingredient, a risk of cross-contact in the kitchen, or neither. */
export const ALLERGEN_LEVELS = [
  { value: 'contains', label: 'Contains' },
  { value: 'may_contain', label: 'May contain' },
  { value: 'free', label: 'Free from' },
] as const;
export type AllergenLevel = (typeof ALLERGEN_LEVELS)[number]['value'];
export const ALLERGEN_LEVEL_KEYS = ALLERGEN_LEVELS.map((l) => l.value) as [AllergenLevel, ...AllergenLevel[]];

/** The cereals the law means by "cereals containing gluten"; a label names which one. */
export const GLUTEN_CEREALS = [
  { value: 'wheat', label: 'Wheat' },
  { value: 'rye', label: 'Rye' },
  { value: 'barley', label: 'Barley' },
  { value: 'oats', label: 'Oats' },
  { value: 'spelt', label: 'Spelt' },
  { value: 'khorasan', label: 'Khorasan' },
] as const;
export type GlutenCereal = (typeof GLUTEN_CEREALS)[number]['value'];
export const GLUTEN_CEREAL_KEYS = GLUTEN_CEREALS.map((c) => c.value) as [GlutenCereal, ...GlutenCereal[]];

/** The tree nuts the law lists; a label names which one. Coconut, nutmeg and pine nuts are not among them. */
export const TREE_NUTS = [
  { value: 'almonds', label: 'Almonds' },
  { value: 'hazelnuts', label: 'Hazelnuts' },
  { value: 'walnuts', label: 'Walnuts' },
  { value: 'cashews', label: 'Cashews' },
  { value: 'pecans', label: 'Pecans' },
  { value: 'brazil_nuts', label: 'Brazil nuts' },
  { value: 'pistachios', label: 'Pistachios' },
  { value: 'macadamias', label: 'Macadamias' },
] as const;
export type TreeNut = (typeof TREE_NUTS)[number]['value'];
export const TREE_NUT_KEYS = TREE_NUTS.map((n) => n.value) as [TreeNut, ...TreeNut[]];

/** A meal's standing against each of the 14: every one must be declared, none left to guess. */
export type AllergenDeclaration = Record<Allergen, AllergenLevel>;

export function allergenLabel(allergen: Allergen): string {
  return ALLERGENS.find((a) => a.value === allergen)?.label ?? allergen;
}

export function allergenShortName(allergen: Allergen): string {
  return ALLERGENS.find((a) => a.value === allergen)?.short ?? allergen;
}

/** The allergens a meal has at a level, in the law's order. */
export function allergensAt(declaration: AllergenDeclaration, level: AllergenLevel): Allergen[] {
  return ALLERGEN_KEYS.filter((allergen) => declaration[allergen] === level);
}
