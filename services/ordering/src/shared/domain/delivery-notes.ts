import type { SafePlace } from '@mealbox/contracts';

/** What a customer tells the courier about an address: where a box may be left, and a note. */
export interface DeliveryNotes {
  safePlace: SafePlace | null;
  deliveryInstructions: string | null;
}

/** A saved address's or a box's notes; absent (a document from before notes) is none. */
export const notesOf = (from: {
  safePlace?: SafePlace | null | undefined;
  deliveryInstructions?: string | null | undefined;
}): DeliveryNotes => ({
  safePlace: from.safePlace ?? null,
  deliveryInstructions: from.deliveryInstructions ?? null,
});

export const sameNotes = (a: DeliveryNotes, b: DeliveryNotes): boolean =>
  a.safePlace === b.safePlace && a.deliveryInstructions === b.deliveryInstructions;
