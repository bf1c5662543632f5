import type { MealCategory } from '@mealbox/contracts';
import type { MealDraft, MealImage } from './meal-draft';
import { renderMealArtwork } from './meal-artwork';
import type { MealArtworkStyle } from './meal-artwork';

/** A sensible illustration for each category, used when staff save a meal without uploading a photograph. */
const STYLE_BY_CATEGORY: Record<MealCategory, MealArtworkStyle> = {
  main_course: { dish: 'plate', palette: ['#b5651d', '#f2d16b', '#6a994e', '#7f3b08'], garnish: 'herbs' },
  breakfast: { dish: 'bowl', palette: ['#f4e1c1', '#e76f51', '#8ab17d'], garnish: 'berries' },
  appetizer: { dish: 'board', palette: ['#e9c46a', '#90be6d', '#f4a261'], garnish: 'herbs' },
  dessert: { dish: 'slice', palette: ['#f6d6ad', '#7b3f00', '#e63946', '#c08552'], garnish: 'dust' },
  beverages: { dish: 'glass', palette: ['#ffb703', '#fff3d6', '#fb8500'], garnish: 'mint' },
};

export function svgImage(svg: string): MealImage {
  return { contentType: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8') };
}

export function defaultMealImage(draft: MealDraft): MealImage {
  return svgImage(renderMealArtwork(draft.name, STYLE_BY_CATEGORY[draft.category]));
}
