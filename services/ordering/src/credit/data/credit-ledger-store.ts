import { isDuplicateKeyError, trustedFilter } from '@mealbox/platform';
import type { CreditEntryDocument, CreditEntryModel } from './credit-entry-model';

/** An entry as read back: everything but its outbox (no decision needs it). */
export type CreditEntry = Omit<CreditEntryDocument, 'outbox' | 'outboxPending'>;

/**
 * What the ledger's rules need of the stored entries: small, so the rules are tested against an honest in-memory
 * copy (credit-ledger.unit.test.ts) as well as against the real server.
 */
export interface CreditLedgerStore {
  /** The entry with this idempotency key, if recorded. */
  entry(entryId: string): Promise<CreditEntry | null>;
  /** The customer's newest `seq` (0 when they have no entry). */
  latestSeq(customerId: string): Promise<number>;
  /** The sum of the customer's entries up to and including `seq`. */
  balanceUpTo(customerId: string, seq: number): Promise<number>;
  /**
   * Adds the entry (with its outbox). `duplicate`: a unique index refused it, either its `_id` (recorded already)
   * or its `(customerId, seq)` (another writer took that number): the caller tells which by reading again.
   */
  insert(entry: CreditEntryDocument): Promise<'inserted' | 'duplicate'>;
  /** The customer's entries, newest first. */
  history(customerId: string, limit: number): Promise<CreditEntry[]>;
  /** Every entry about an order (its spends and their returns, a refund as credit). */
  entriesOfOrder(orderId: string): Promise<CreditEntry[]>;
}

const WITHOUT_OUTBOX = { outbox: 0, outboxPending: 0 } as const;

/** The ledger on the `credit_entries` collection. */
export function creditLedgerStore(model: CreditEntryModel): CreditLedgerStore {
  return {
    entry: (entryId) => model.findById(entryId).select(WITHOUT_OUTBOX).lean<CreditEntry>().exec(),
    async latestSeq(customerId) {
      const latest = await model
        .findOne({ customerId })
        .sort({ seq: -1 })
        .select({ seq: 1 })
        .lean<{ seq: number }>();
      return latest?.seq ?? 0;
    },
    async balanceUpTo(customerId, seq) {
      // A sum over the entries, read in one aggregation ($group with $sum works on FerretDB as on MongoDB).
      const [sum] = await model.aggregate<{ total: number }>([
        { $match: { customerId, seq: { $lte: seq } } },
        { $group: { _id: null, total: { $sum: '$amountPence' } } },
      ]);
      return sum?.total ?? 0;
    },
    async insert(entry) {
      try {
        await model.create(entry);
        return 'inserted';
      } catch (error) {
        if (isDuplicateKeyError(error)) return 'duplicate';
        throw error;
      }
    },
    history: (customerId, limit) =>
      model
        .find({ customerId })
        .sort({ seq: -1 })
        .limit(limit)
        .select(WITHOUT_OUTBOX)
        .lean<CreditEntry[]>()
        .exec(),
    entriesOfOrder: (orderId) =>
      model
        .find(trustedFilter({ orderId }))
        .sort({ customerId: 1, seq: 1 })
        .select(WITHOUT_OUTBOX)
        .lean<CreditEntry[]>()
        .exec(),
  };
}
