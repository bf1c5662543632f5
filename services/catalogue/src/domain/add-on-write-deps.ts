import type { KeyedLock, WrittenDocument } from '@mealbox/platform';
import type { AddOnModel } from '../data/add-on-model';
import type { AddOnImageModel } from '../data/add-on-image-model';
import type { AddOnDraft } from './add-on-draft';
import type { MealImage } from './meal-draft';

/** What creating, changing and deleting add-ons need. */
export interface AddOnWriteDeps {
  addOns: AddOnModel;
  addOnImages: AddOnImageModel;
  /** The picture an add-on gets when staff give none: generated artwork, so every card has one. */
  defaultAddOnImage(draft: AddOnDraft): MealImage;
  /** Called after every committed change: publishes the outbox (of `written`, or every pending one) and drops cached lists. */
  afterChange(written?: WrittenDocument): void | Promise<void>;
  /** Serialises writes of one document with each other and with the outbox relay (see createKeyedLock). */
  lock: KeyedLock;
  now(): Date;
}
