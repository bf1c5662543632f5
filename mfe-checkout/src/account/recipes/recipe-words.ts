import type { Recipe } from '@mealbox/contracts';

/** '45 min' or '1 hr 10 min': how long a part of a recipe takes, as a UK recipe card says it. */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** A recipe card's facts: 'Serves 2', 'Ready in 55 min (15 min prep, 40 min cooking)'. */
export function recipeFacts(recipe: Pick<Recipe, 'serves' | 'prep_minutes' | 'cook_minutes'>): {
  serves: string;
  time: string;
} {
  const total = durationWords(recipe.prep_minutes + recipe.cook_minutes);
  const parts = [
    ...(recipe.prep_minutes > 0 ? [`${durationWords(recipe.prep_minutes)} prep`] : []),
    ...(recipe.cook_minutes > 0 ? [`${durationWords(recipe.cook_minutes)} cooking`] : []),
  ];
  return {
    serves: `Serves ${recipe.serves}`,
    time: parts.length === 2 ? `Ready in ${total} (${parts.join(', ')})` : `Ready in ${total}`,
  };
}
