import type { CreditEntryDto } from '@mealbox/contracts';

/**
 * What an entry of the credit history says beside its reason: the order it is about ('Order MB-5F3A9C21') and
 * staff's note, when there are any; '' when there is neither.
 */
export function creditEntryDetail(entry: Pick<CreditEntryDto, 'order_reference' | 'note'>): string {
  const parts = [entry.order_reference ? `Order ${entry.order_reference}` : '', entry.note.trim()];
  return parts.filter(Boolean).join(' · ');
}
