import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { creditLedgerStore } from '../data/credit-ledger-store';
import type { Ledger } from './credit-ledger';

/** What the credit use cases work with. */
export type CreditDeps = Pick<OrderingDeps, 'creditEntries' | 'lock' | 'afterChange' | 'now'>;

/** The ledger on ordering's database, its entries' events published through the outbox relay. */
export function ledgerOf(deps: CreditDeps): Ledger {
  return {
    store: creditLedgerStore(deps.creditEntries),
    lock: deps.lock,
    now: deps.now,
    announce: (entryId) => deps.afterChange({ model: deps.creditEntries, id: entryId }),
  };
}
