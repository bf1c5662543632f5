import { svgImage } from '../domain/default-meal-image';
import { renderMealArtwork } from '../domain/meal-artwork';
import { addOnDraftSchema } from '../domain/add-on-draft';
import type { SeedAddOnSource } from './seed-demo-add-ons';
import { SEED_ADD_ONS } from './seed-add-ons';
import { seedKeyOf } from './seed-key';

/** The demo add-ons with their artwork, keyed by a slug of each name so a resumed seed recognises what it made. */
export function demoAddOnSource(): SeedAddOnSource[] {
  return SEED_ADD_ONS.map(({ artwork, ...fields }) => ({
    key: seedKeyOf(fields.name),
    draft: addOnDraftSchema.parse(fields),
    image: svgImage(renderMealArtwork(fields.name, artwork)),
  }));
}
