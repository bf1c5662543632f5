import { recipeInputShape } from '@mealbox/contracts';
import { strictBody } from '@mealbox/platform';

/** A recipe as staff send it, checked by the contracts' rules; the demo seed's recipes pass the same check. */
export const recipeInputSchema = strictBody(recipeInputShape);
