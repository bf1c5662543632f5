import { createHash } from 'node:crypto';
import type { Types } from 'mongoose';
import type { MealImageModel } from '../data/meal-image-model';
import type { MealImage } from './meal-draft';

/**
 * Stores a meal's image under the meal's id and returns its version (a content hash), which goes into the image
 * URL so browsers may keep each version forever. The meal document points at the version it shows.
 */
export async function storeMealImage(
  images: MealImageModel,
  mealId: Types.ObjectId,
  image: MealImage,
): Promise<string> {
  const version = createHash('sha256')
    .update(image.contentType)
    .update(image.bytes)
    .digest('hex')
    .slice(0, 16);
  await images.updateOne(
    { _id: mealId },
    { $set: { contentType: image.contentType, bytes: image.bytes, version } },
    { upsert: true },
  );
  return version;
}
