import { mealDraftSchema } from '../domain/meal-draft';
import { svgImage } from '../domain/default-meal-image';
import { renderMealArtwork } from '../domain/meal-artwork';
import type { SeedMealSource } from '../domain/seed-catalogue';
import { SEED_MEALS } from './seed-meals';

/** The demo menu with its artwork, keyed by a slug of each name so a resumed seed recognises what it made. */
export function demoMealSource(): SeedMealSource[] {
  return SEED_MEALS.map(({ artwork, ...fields }) => ({
    key: fields.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/(^-|-$)/g, ''),
    draft: mealDraftSchema.parse(fields),
    image: svgImage(renderMealArtwork(fields.name, artwork)),
  }));
}
