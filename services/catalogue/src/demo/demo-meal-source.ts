import { mealDraftSchema } from '../domain/meal-draft';
import { svgImage } from '../domain/default-meal-image';
import { renderMealArtwork } from '../domain/meal-artwork';
import { spreadRestWeeks } from './spread-rest-weeks';
import type { SeedMealSource } from './seed-catalogue';
import { SEED_MEALS } from './seed-meals';
import { seedKeyOf } from './seed-key';

/** The demo menu with its artwork and its rest weeks, keyed by a slug of each name so a resumed seed recognises what it made. */
export function demoMealSource(): SeedMealSource[] {
  const restWeeks = spreadRestWeeks(SEED_MEALS);
  return SEED_MEALS.map(({ artwork, ...fields }, index) => ({
    key: seedKeyOf(fields.name),
    draft: mealDraftSchema.parse({ ...fields, menu_rest_week: restWeeks[index] }),
    image: svgImage(renderMealArtwork(fields.name, artwork)),
  }));
}
