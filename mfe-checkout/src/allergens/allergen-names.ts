import { allergenShortName, type Allergen } from '@mealbox/contracts/food';

/**
 * An allergen as a sentence names it: the short name, but 'Tree nuts' where the short one ('Nuts') could be read
 * as taking in peanuts, which the law lists apart.
 */
export function allergenName(allergen: Allergen): string {
  return allergen === 'tree_nuts' ? 'Tree nuts' : allergenShortName(allergen);
}

/** The same name in the middle of a sentence ('Contains peanuts, ...'). */
export function allergenNameInText(allergen: Allergen): string {
  return allergenName(allergen).toLowerCase();
}

const AND = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });
const OR = new Intl.ListFormat('en-GB', { style: 'long', type: 'disjunction' });

/** 'peanuts', 'peanuts and sesame', 'milk, peanuts and sesame' (en-GB: no comma before 'and'). */
export function andList(words: readonly string[]): string {
  return AND.format(words);
}

/** 'peanuts or sesame'. */
export function orList(words: readonly string[]): string {
  return OR.format(words);
}
