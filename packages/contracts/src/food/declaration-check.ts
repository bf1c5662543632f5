import {
  ALLERGEN_KEYS,
  GLUTEN_CEREALS,
  TREE_NUTS,
  allergenLabel,
  type Allergen,
  type AllergenDeclaration,
  type GlutenCereal,
  type TreeNut,
} from './allergens';
import { allergensNamedIn } from './ingredient-emphasis';
import { listInWords } from '../text/list-in-words';

/** The form field that holds one allergen's level (multipart text, as the rest of the meal form). */
export function allergenField(allergen: Allergen): `allergen_${Allergen}` {
  return `allergen_${allergen}`;
}

export const ALLERGEN_FIELDS = ALLERGEN_KEYS.map(allergenField);

export function missingAllergenMessage(allergen: Allergen): string {
  return `Declare ${allergenLabel(allergen).toLowerCase()}: contains, may contain or free from.`;
}

/** The parts of a declaration that must agree with each other and with the ingredients list. */
export interface DeclarationToCheck {
  allergens: AllergenDeclaration;
  glutenCereals: readonly GlutenCereal[];
  treeNuts: readonly TreeNut[];
  ingredients: string;
  /** What is declared, as the messages name it: 'meal' unless told ('add-on'). */
  product?: string;
}

type FieldErrors = Record<string, string[]>;

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/**
 * Field errors for a complete declaration that contradicts itself or its ingredients; empty when it is consistent.
 * - Gluten and tree nuts name their cereal or nut when present, and name none when free.
 * - Every allergen the meal contains is named in the ingredients (so the label can emphasise it), and every
 *   allergen the ingredients name is declared "contains": a list that says "cream (milk)" cannot be "free from milk".
 */
export function declarationErrors(declaration: DeclarationToCheck): FieldErrors {
  const errors: FieldErrors = {};
  const { allergens, product = 'meal' } = declaration;
  const named = allergensNamedIn(declaration.ingredients);

  if (allergens.gluten === 'free' && declaration.glutenCereals.length > 0) {
    add(
      errors,
      'gluten_cereals',
      'Cereals containing gluten are declared free from: leave the cereals empty.',
    );
  }
  if (allergens.gluten !== 'free' && declaration.glutenCereals.length === 0) {
    add(
      errors,
      'gluten_cereals',
      `Name the cereal: ${listInWords(
        GLUTEN_CEREALS.map((c) => c.label.toLowerCase()),
        'or',
      )}.`,
    );
  }
  if (allergens.tree_nuts === 'free' && declaration.treeNuts.length > 0) {
    add(errors, 'tree_nuts', 'Tree nuts are declared free from: leave the nuts empty.');
  }
  if (allergens.tree_nuts !== 'free' && declaration.treeNuts.length === 0) {
    add(
      errors,
      'tree_nuts',
      `Name the nut: ${listInWords(
        TREE_NUTS.map((n) => n.label.toLowerCase()),
        'or',
      )}.`,
    );
  }

  for (const allergen of ALLERGEN_KEYS) {
    const label = allergenLabel(allergen).toLowerCase();
    if (allergens[allergen] === 'contains' && !named.allergens.has(allergen)) {
      add(
        errors,
        'ingredients',
        `The ${product} contains ${label}: name it in the ingredients so it can be emphasised, e.g. "cream (milk)".`,
      );
    }
    if (allergens[allergen] !== 'contains' && named.allergens.has(allergen)) {
      add(errors, allergenField(allergen), `The ingredients name ${label}: declare it as "contains".`);
    }
  }
  for (const cereal of named.cereals) {
    if (!declaration.glutenCereals.includes(cereal)) {
      add(errors, 'gluten_cereals', `The ingredients name ${cereal}: include it among the cereals.`);
    }
  }
  for (const nut of named.nuts) {
    if (!declaration.treeNuts.includes(nut)) {
      const label = TREE_NUTS.find((n) => n.value === nut)?.label.toLowerCase() ?? nut;
      add(errors, 'tree_nuts', `The ingredients name ${label}: include them among the nuts.`);
    }
  }
  return errors;
}
