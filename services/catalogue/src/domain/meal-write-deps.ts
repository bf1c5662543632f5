import type { KeyedLock, WrittenDocument } from '@mealbox/platform';
import type { MealModel } from '../data/meal-model';
import type { MealImageModel } from '../data/meal-image-model';
import type { MealDraft, MealImage } from './meal-draft';

/** What creating, changing and deleting meals need. */
export interface MealWriteDeps {
  meals: MealModel;
  images: MealImageModel;
  /** The image a meal gets when staff give none: generated artwork, so every card has a picture. */
  defaultImage(draft: MealDraft): MealImage;
  /** Called after every committed change: publishes the outbox (of `written`, or every pending one) and drops cached lists. */
  afterChange(written?: WrittenDocument): void | Promise<void>;
  /** Serialises writes of one meal document with each other and with the outbox relay (see createKeyedLock). */
  lock: KeyedLock;
  now(): Date;
}
