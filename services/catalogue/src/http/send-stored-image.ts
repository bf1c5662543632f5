import type { Request, Response } from 'express';
import { Types } from 'mongoose';
import type { Model, mongo } from 'mongoose';
import { notFound } from '@mealbox/platform';
import type { MealImageDocument } from '../data/meal-image-model';

/** Answers the picture stored under the URL's `:id` (a meal's or an add-on's), or 404. */
export async function sendStoredImage(
  req: Request,
  res: Response,
  images: Model<MealImageDocument>,
): Promise<void> {
  const id = req.params.id as string;
  if (!Types.ObjectId.isValid(id)) throw notFound('Image not found.');
  // Lean reads return BSON Binary for Buffer fields.
  const image = await images
    .findById(new Types.ObjectId(id))
    .lean<{ contentType: string; version: string; bytes: mongo.Binary }>();
  if (!image) throw notFound('Image not found.');
  const asked = typeof req.query.v === 'string' ? req.query.v : undefined;
  res.set({
    'Content-Type': image.contentType,
    ETag: `"${image.version}"`,
    // A versioned URL never changes content, so browsers may keep it; an unversioned one must revalidate.
    'Cache-Control': asked === image.version ? 'public, max-age=31536000, immutable' : 'no-cache',
    // Uploaded SVGs can carry script; this keeps any such image inert even when opened directly.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.send(Buffer.from(image.bytes.buffer));
}
