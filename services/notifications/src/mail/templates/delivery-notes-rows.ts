import { safePlaceLabel } from '@mealbox/contracts';
import type { EventAddress } from '@mealbox/contracts';

/**
 * The customer's safe place and note to the courier, as label and value rows; none when they gave neither (or the
 * event is from before they could). The note is the customer's own text: the HTML renderer escapes it like every
 * value.
 */
export function deliveryNotesRows(address: EventAddress): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (address.safePlace) rows.push(['Safe place', safePlaceLabel(address.safePlace)]);
  if (address.instructions) rows.push(['Delivery instructions', address.instructions]);
  return rows;
}
