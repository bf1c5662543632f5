import { TOPICS } from '@mealbox/contracts';
import type { CreditEntryRecordedData } from '@mealbox/contracts';
import { createEvent, toOutboxEntry } from '@mealbox/platform';
import type { EventContext, OutboxEntry } from '@mealbox/platform';
import type { CreditEntryDocument } from '../data/credit-entry-model';
import { PRODUCER } from '../../config';

/**
 * CreditEntryRecorded on `ordering.credit.v1`, keyed by the customer (their entries reach a reader in order), with
 * the balance this entry leaves. Written into the entry's own outbox by the insert that records it.
 */
export function creditEntryRecordedEntry(
  entry: Omit<CreditEntryDocument, 'outbox' | 'outboxPending' | 'updatedAt' | 'seq'>,
  balanceAfterPence: number,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const data: CreditEntryRecordedData = {
    entryId: entry._id,
    customerId: entry.customerId,
    userId: entry.userId,
    amountPence: entry.amountPence,
    balanceAfterPence,
    reason: entry.reason,
    note: entry.note,
    by: entry.by,
    orderId: entry.orderId,
    refundId: entry.refundId,
    at: entry.at.toISOString(),
  };
  const event = createEvent('CreditEntryRecorded', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.orderingCredit, entry.customerId, event);
}
