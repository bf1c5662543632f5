import type { AllergenExclusions } from '@mealbox/contracts/food';
import { allergenNameInText, orList } from './allergen-names';

/**
 * The customer's saved exclusions in a sentence, for the account's card and the meal picker's note: 'We leave out
 * meals that contain peanuts or sesame, and meals that may contain them.'
 */
export function exclusionsWords(exclusions: AllergenExclusions): string {
  if (exclusions.allergens.length === 0) return 'You haven’t asked us to leave out any allergens.';
  const names = orList(exclusions.allergens.map(allergenNameInText));
  const them = exclusions.allergens.length === 1 ? 'it' : 'them';
  return exclusions.includeMayContain
    ? `We leave out meals that contain ${names}, and meals that may contain ${them}.`
    : `We leave out meals that contain ${names}.`;
}
