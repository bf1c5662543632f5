import { Types } from 'mongoose';
import { notFound } from '@mealbox/platform';

/** A route's id as an ObjectId; anything that cannot be one answers 404 like an id that does not exist. */
export function objectIdOr404(id: string, notFoundDetail: string): Types.ObjectId {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw notFound(notFoundDetail);
  return new Types.ObjectId(id);
}

/** Never read a document's outbox unless the code needs it. */
export const WITHOUT_OUTBOX = { outbox: 0 } as const;
