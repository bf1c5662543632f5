import type { EventAddress } from '@mealbox/contracts';
import type { AddressSnapshot } from '../../shared/data/address-and-items-schemas';

/** A box's safe place and instructions as its events carry them to the emails (null when none, or from before). */
export const eventNotesOf = (
  snapshot: AddressSnapshot,
): Pick<EventAddress, 'safePlace' | 'instructions'> => ({
  safePlace: snapshot.safePlace ?? null,
  instructions: snapshot.deliveryInstructions ?? null,
});
