import { conflict } from '@mealbox/platform';
import type { KeyedLock } from '@mealbox/platform';
import type { CreditReason } from '@mealbox/contracts';
import type { CreditEntry, CreditLedgerStore } from '../data/credit-ledger-store';
import { creditEntryRecordedEntry } from '../events/credit-events';

/** What recording an entry works with: the stored entries, this instance's lock, the clock, the outbox's kick. */
export interface Ledger {
  store: CreditLedgerStore;
  /** Queues this instance's writers of one customer's ledger (fewer lost races; the unique seq is the guard). */
  lock: KeyedLock;
  now(): Date;
  /** Tells the outbox relay an entry with an event was just written. */
  announce(entryId: string): void;
}

/** A fact to record once: its key (`_id`), whose credit, how much (signed), why, who, and what it is about. */
export interface CreditFact {
  entryId: string;
  customerId: string;
  userId: string;
  amountPence: number;
  reason: CreditReason;
  note: string;
  by: string;
  orderId: string | null;
  refundId: string | null;
}

/**
 * `recorded`: this call added the entry (the balance it left); `already recorded`: the key was recorded before (a
 * retry or a redelivery), nothing was added; `refused`: the entry would take the balance below zero (a spend the
 * balance no longer covers), nothing was added.
 */
export type RecordOutcome =
  | { status: 'recorded'; entry: CreditEntry; balanceAfterPence: number }
  | { status: 'already recorded'; entry: CreditEntry }
  | { status: 'refused'; balancePence: number };

/**
 * How often a write that lost the next `seq` to another writer reads again. Each loss means another entry was
 * added for the customer meanwhile, so a handful is plenty outside a flood of writes to one account.
 */
const MAX_LEDGER_ATTEMPTS = 10;
const MAX_RETRY_PAUSE_MS = 20;

export const LEDGER_BUSY =
  "The customer's account credit changed at the same time elsewhere. Please try again.";

/** No entry may leave the balance below zero: credit is never owed back to the shop. */
export const leavesBalanceCovered = (balancePence: number, amountPence: number): boolean =>
  balancePence + amountPence >= 0;

/**
 * Records one fact of a customer's ledger, exactly once, under concurrency. Each attempt reads whether the key is
 * recorded already (then answers so), the customer's newest `seq`, then the balance of every entry up to it
 * (all of them were written before that newest one was read, so the sum misses none), decides, and inserts with
 * the next `seq`. The insert is refused by a unique index when the key was recorded meanwhile or another writer
 * took the `seq`: the next attempt reads again and tells which, and a spend the new balance no longer covers is
 * refused. The event rides in the entry's own outbox.
 */
export async function recordCreditFact(
  ledger: Ledger,
  fact: CreditFact,
  correlationId: string,
): Promise<RecordOutcome> {
  const outcome = await ledger.lock(`credit-ledger:${fact.customerId}`, async () => {
    for (let attempt = 0; attempt < MAX_LEDGER_ATTEMPTS; attempt++) {
      if (attempt > 0) await pause(Math.random() * MAX_RETRY_PAUSE_MS);
      const recorded = await ledger.store.entry(fact.entryId);
      if (recorded) return { status: 'already recorded' as const, entry: recorded };
      const latestSeq = await ledger.store.latestSeq(fact.customerId);
      const balancePence = await ledger.store.balanceUpTo(fact.customerId, latestSeq);
      if (!leavesBalanceCovered(balancePence, fact.amountPence)) {
        return { status: 'refused' as const, balancePence };
      }
      const at = ledger.now();
      const { entryId, ...facts } = fact;
      const entry: CreditEntry = { _id: entryId, ...facts, seq: latestSeq + 1, at, updatedAt: at };
      const balanceAfterPence = balancePence + fact.amountPence;
      const event = creditEntryRecordedEntry(entry, balanceAfterPence, { correlationId, now: () => at });
      const inserted = await ledger.store.insert({ ...entry, outbox: [event], outboxPending: true });
      if (inserted === 'inserted') return { status: 'recorded' as const, entry, balanceAfterPence };
    }
    throw conflict(LEDGER_BUSY);
  });
  // Outside the lock, as writeDocument does: the relay's clean-up of the entry may take the same lock.
  if (outcome.status === 'recorded') ledger.announce(fact.entryId);
  return outcome;
}

/** The customer's balance: the sum of all their entries, in pence. */
export async function balanceOf(store: CreditLedgerStore, customerId: string): Promise<number> {
  return store.balanceUpTo(customerId, await store.latestSeq(customerId));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
