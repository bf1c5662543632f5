import type { KeyedLock } from '@mealbox/platform';
import { createKeyedLock } from '@mealbox/platform';
import type { CreditEntryDocument } from '../data/credit-entry-model';
import type { CreditEntry, CreditLedgerStore } from '../data/credit-ledger-store';
import { leavesBalanceCovered, recordCreditFact } from './credit-ledger';
import type { CreditFact, Ledger } from './credit-ledger';

/**
 * The ledger's stored entries in memory, with the two unique indexes of `credit_entries` (the `_id`, and
 * `(customerId, seq)`) and a pause before every answer, so concurrent writers interleave between their reads and
 * their insert as they do against a real server.
 */
function memoryStore(): CreditLedgerStore & { all: CreditEntryDocument[] } {
  const all: CreditEntryDocument[] = [];
  const later = <T>(value: T) => new Promise<T>((resolve) => setImmediate(() => resolve(value)));
  const strip = ({ outbox: _o, outboxPending: _p, ...entry }: CreditEntryDocument): CreditEntry => entry;
  const ofCustomer = (customerId: string) => all.filter((entry) => entry.customerId === customerId);
  return {
    all,
    entry: (entryId) => {
      const found = all.find((entry) => entry._id === entryId);
      return later(found ? strip(found) : null);
    },
    latestSeq: (customerId) => later(Math.max(0, ...ofCustomer(customerId).map((entry) => entry.seq))),
    balanceUpTo: (customerId, seq) =>
      later(
        ofCustomer(customerId)
          .filter((entry) => entry.seq <= seq)
          .reduce((sum, entry) => sum + entry.amountPence, 0),
      ),
    insert: (entry) => {
      const taken = all.some(
        (other) =>
          other._id === entry._id || (other.customerId === entry.customerId && other.seq === entry.seq),
      );
      if (!taken) all.push(entry);
      return later(taken ? ('duplicate' as const) : ('inserted' as const));
    },
    history: (customerId, limit) =>
      later(
        ofCustomer(customerId)
          .sort((a, b) => b.seq - a.seq)
          .slice(0, limit)
          .map(strip),
      ),
    entriesOfOrder: (orderId) => later(all.filter((entry) => entry.orderId === orderId).map(strip)),
  };
}

/** No in-process queue: writers race as two instances would, and only the unique indexes stand between them. */
const noLock: KeyedLock = (_key, task) => task();

function ledgerOn(store: CreditLedgerStore, lock: KeyedLock = noLock) {
  const announced: string[] = [];
  const ledger: Ledger = {
    store,
    lock,
    now: () => new Date('2025-03-04T10:00:00Z'),
    announce: (entryId) => announced.push(entryId),
  };
  return { ledger, announced };
}

const fact = (
  entryId: string,
  amountPence: number,
  reason: CreditFact['reason'] = 'goodwill',
): CreditFact => ({
  entryId,
  customerId: 'customer-1',
  userId: 'user-1',
  amountPence,
  reason,
  note: '',
  by: 'staff-1',
  orderId: null,
  refundId: null,
});

describe('the account-credit ledger', () => {
  it('when credit is granted and then spent, then each is an entry and the balance is their sum', async () => {
    const store = memoryStore();
    const { ledger, announced } = ledgerOn(store);
    const grant = await recordCreditFact(ledger, fact('grant:a', 10_00), 'c1');
    const spend = await recordCreditFact(ledger, fact('spend:o1:1', -4_00, 'spent'), 'c2');
    expect(grant).toMatchObject({ status: 'recorded', balanceAfterPence: 10_00, entry: { seq: 1 } });
    expect(spend).toMatchObject({ status: 'recorded', balanceAfterPence: 6_00, entry: { seq: 2 } });
    expect(announced).toEqual(['grant:a', 'spend:o1:1']);
    // Each entry carries its event, with the balance it left.
    const [event] = store.all[1]!.outbox;
    expect(JSON.parse(event!.payload).data).toMatchObject({ amountPence: -4_00, balanceAfterPence: 6_00 });
  });

  it('when a spend is more than the balance, then it is refused and nothing is recorded', async () => {
    const store = memoryStore();
    const { ledger } = ledgerOn(store);
    await recordCreditFact(ledger, fact('grant:a', 5_00), 'c1');
    const spend = await recordCreditFact(ledger, fact('spend:o1:1', -5_01, 'spent'), 'c2');
    expect(spend).toEqual({ status: 'refused', balancePence: 5_00 });
    expect(store.all).toHaveLength(1);
  });

  it('when the same grant is recorded again (a retry, a redelivery), then it is recorded once', async () => {
    const store = memoryStore();
    const { ledger, announced } = ledgerOn(store);
    const first = await recordCreditFact(ledger, fact('grant:a', 5_00), 'c1');
    const again = await recordCreditFact(ledger, fact('grant:a', 5_00), 'c1');
    expect(first.status).toBe('recorded');
    expect(again).toMatchObject({ status: 'already recorded', entry: { _id: 'grant:a', seq: 1 } });
    expect(store.all).toHaveLength(1);
    expect(announced).toEqual(['grant:a']);
  });

  it('when the same grant is recorded twice at once, then one records it and the other finds it recorded', async () => {
    const store = memoryStore();
    const { ledger } = ledgerOn(store);
    const outcomes = await Promise.all([
      recordCreditFact(ledger, fact('grant:a', 5_00), 'c1'),
      recordCreditFact(ledger, fact('grant:a', 5_00), 'c1'),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['already recorded', 'recorded']);
    expect(store.all).toHaveLength(1);
  });

  it('when two spends that together exceed the balance race without a lock, then exactly one is recorded', async () => {
    const store = memoryStore();
    const { ledger } = ledgerOn(store);
    await recordCreditFact(ledger, fact('grant:a', 10_00), 'c1');
    const outcomes = await Promise.all([
      recordCreditFact(ledger, fact('spend:o1:1', -7_00, 'spent'), 'c2'),
      recordCreditFact(ledger, fact('spend:o2:1', -6_00, 'spent'), 'c3'),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['recorded', 'refused']);
    const balance = store.all.reduce((sum, entry) => sum + entry.amountPence, 0);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(store.all.map((entry) => entry.seq)).toEqual([1, 2]);
  });

  it('when several grants race, then every one is recorded, each with its own seq', async () => {
    const store = memoryStore();
    const { ledger } = ledgerOn(store, createKeyedLock());
    const racing = await Promise.all(
      [1, 2, 3, 4].map((n) => recordCreditFact(ledgerOn(store).ledger, fact(`grant:${n}`, 1_00), `c${n}`)),
    );
    await recordCreditFact(ledger, fact('grant:5', 1_00), 'c5');
    expect(racing.every((outcome) => outcome.status === 'recorded')).toBe(true);
    expect(store.all.map((entry) => entry.seq).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('when an entry would leave the balance below zero, then it is not covered; at zero it is', () => {
    expect(leavesBalanceCovered(5_00, -5_00)).toBe(true);
    expect(leavesBalanceCovered(5_00, -5_01)).toBe(false);
    expect(leavesBalanceCovered(0, 1)).toBe(true);
  });
});
