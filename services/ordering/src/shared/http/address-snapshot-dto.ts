import type { Address } from '@mealbox/contracts';
import type { AddressSnapshot } from '../data/address-and-items-schemas';
import { notesOf } from '../domain/delivery-notes';

/** An order's or a subscription's copy of its address as the API answers it (no notes reads as null). */
export function toAddressSnapshotDto(snapshot: AddressSnapshot): Address {
  const notes = notesOf(snapshot);
  return {
    id: snapshot.id,
    address: snapshot.address,
    city: snapshot.city,
    county: snapshot.county,
    postcode: snapshot.postcode,
    safe_place: notes.safePlace,
    delivery_instructions: notes.deliveryInstructions,
  };
}
