import type { AddOnCategory } from '@mealbox/contracts';
import type { AddOnDraft } from './add-on-draft';
import { svgImage } from './default-meal-image';
import { renderMealArtwork, type MealArtworkStyle } from './meal-artwork';
import type { MealImage } from './meal-draft';

/** An illustration for each kind of add-on, used when staff save one without uploading a photograph. */
const STYLE_BY_CATEGORY: Record<AddOnCategory, MealArtworkStyle> = {
  dessert: { dish: 'slice', palette: ['#f6d6ad', '#7b3f00', '#e63946', '#c08552'], garnish: 'dust' },
  side: { dish: 'board', palette: ['#e9c46a', '#c8955a', '#90be6d'], garnish: 'herbs' },
  drink: { dish: 'glass', palette: ['#f4d35e', '#fffbe6', '#ee964b'], garnish: 'mint' },
  breakfast: { dish: 'jar', palette: ['#f4e1c1', '#c97c5d', '#b56576'], garnish: 'berries' },
};

export function defaultAddOnImage(draft: Pick<AddOnDraft, 'name' | 'category'>): MealImage {
  return svgImage(renderMealArtwork(draft.name, STYLE_BY_CATEGORY[draft.category]));
}
