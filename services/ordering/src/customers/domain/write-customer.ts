import type { Types } from 'mongoose';
import { writeDocument } from '@mealbox/platform';
import type { WriteDocumentOptions, WriteResult } from '@mealbox/platform';
import type { CustomerDocument } from '../data/customer-model';
import type { CustomerDeps } from './customers';

/**
 * One write of a customer: under its lock, applied only to the revision `decide` read (retried on a lost race),
 * its events in the same update and announced to the outbox relay. Every change to a customer goes through here.
 */
export function writeCustomer<TOutcome>(
  deps: CustomerDeps,
  id: Types.ObjectId,
  decide: WriteDocumentOptions<CustomerDocument, TOutcome>['decide'],
  conflictMessage = 'Your details were changed at the same time elsewhere. Please try again.',
): Promise<WriteResult<CustomerDocument, TOutcome>> {
  return writeDocument<CustomerDocument, TOutcome>({
    model: deps.customers,
    id,
    lock: deps.lock,
    versionField: 'revision',
    decide,
    now: deps.now,
    announce: (documentId) => deps.afterChange({ model: deps.customers, id: documentId }),
    conflictMessage,
  });
}
