import type { CreditGrantReason } from '@mealbox/contracts';
import type { CreditEntry } from '../data/credit-ledger-store';
import { balanceOf, recordCreditFact } from './credit-ledger';
import { ledgerOf } from './credit-deps';
import type { CreditDeps } from './credit-deps';
import { returnEntryId, spendEntryId, spendNumberOf } from './entry-keys';

/**
 * The use cases of account credit: read a balance, spend it on an order, give an order's spend back, grant it.
 * Each records its fact once whatever the retries, redeliveries or instances (credit-ledger.ts).
 */

const positive = (amountPence: number, what: string) => {
  if (!Number.isInteger(amountPence) || amountPence <= 0) {
    throw new Error(`${what} must be a whole number of pence above 0, not ${amountPence}`);
  }
};

/** The customer's balance in pence: the sum of every entry of their ledger (0 for a customer without any). */
export function creditBalancePence(deps: CreditDeps, customerId: string): Promise<number> {
  return balanceOf(ledgerOf(deps).store, customerId);
}

/** What an order's spends have taken and not given back, in pence (0 for an order that spent none). */
export async function creditSpentOn(deps: CreditDeps, orderId: string): Promise<number> {
  const entries = await ledgerOf(deps).store.entriesOfOrder(orderId);
  return -entries
    .filter((entry) => entry.reason === 'spent' || entry.reason === 'returned')
    .reduce((sum, entry) => sum + entry.amountPence, 0);
}

export interface CreditSpend {
  customerId: string;
  userId: string;
  orderId: string;
  /** What to take off the order, in pence (above 0). */
  amountPence: number;
  /** Numbers this spend among the order's (`spend:<orderId>:<key>`); a retry of the same spend reuses it. */
  key: string | number;
  correlationId?: string;
}

/**
 * `spent`: recorded now, leaving `balanceAfterPence`; `already spent`: this spend (same order and key) was
 * recorded before, with `amountPence`; `not enough credit`: the balance no longer covers it (another spend or
 * order took it meanwhile), nothing was taken, and the order must be priced again with `balancePence`.
 */
export type SpendOutcome =
  | { status: 'spent'; entryId: string; amountPence: number; balanceAfterPence: number }
  | { status: 'already spent'; entryId: string; amountPence: number }
  | { status: 'not enough credit'; balancePence: number };

/** Takes `amountPence` of the customer's credit for an order, once, and never below a zero balance. */
export async function spendCredit(deps: CreditDeps, spend: CreditSpend): Promise<SpendOutcome> {
  positive(spend.amountPence, 'A spend of credit');
  const entryId = spendEntryId(spend.orderId, spend.key);
  const outcome = await recordCreditFact(
    ledgerOf(deps),
    {
      entryId,
      customerId: spend.customerId,
      userId: spend.userId,
      amountPence: -spend.amountPence,
      reason: 'spent',
      note: '',
      by: spend.userId,
      orderId: spend.orderId,
      refundId: null,
    },
    spend.correlationId ?? entryId,
  );
  if (outcome.status === 'refused')
    return { status: 'not enough credit', balancePence: outcome.balancePence };
  if (outcome.status === 'already recorded') {
    return { status: 'already spent', entryId, amountPence: -outcome.entry.amountPence };
  }
  return {
    status: 'spent',
    entryId,
    amountPence: spend.amountPence,
    balanceAfterPence: outcome.balanceAfterPence,
  };
}

export interface SpendReturn {
  orderId: string;
  /** Who refunded or cancelled the order (staff's user id). */
  by: string;
  correlationId?: string;
}

/** What returning an order's spends did: how much this call gave back, and every return entry it recorded. */
export interface ReturnedCredit {
  returnedPence: number;
  entryIds: string[];
}

/**
 * Gives back whatever the order's spends took and has not been given back yet (a refund or cancellation of an
 * order paid partly with credit): one `returned` entry per spend, keyed by it, so calling again returns nothing.
 */
export async function returnSpentCredit(deps: CreditDeps, request: SpendReturn): Promise<ReturnedCredit> {
  const ledger = ledgerOf(deps);
  const entries = await ledger.store.entriesOfOrder(request.orderId);
  const returned = new Set(entries.filter((entry) => entry.reason === 'returned').map((entry) => entry._id));
  const result: ReturnedCredit = { returnedPence: 0, entryIds: [] };
  for (const spend of entries) {
    const n = spend.reason === 'spent' ? spendNumberOf(spend._id, request.orderId) : null;
    if (n === null || returned.has(returnEntryId(request.orderId, n))) continue;
    const entryId = returnEntryId(request.orderId, n);
    const outcome = await recordCreditFact(
      ledger,
      {
        entryId,
        customerId: spend.customerId,
        userId: spend.userId,
        amountPence: -spend.amountPence,
        reason: 'returned',
        note: '',
        by: request.by,
        orderId: request.orderId,
        refundId: null,
      },
      request.correlationId ?? entryId,
    );
    if (outcome.status === 'recorded') {
      result.returnedPence += outcome.entry.amountPence;
      result.entryIds.push(entryId);
    }
  }
  return result;
}

export interface CreditGrant {
  /** The grant's key: grantEntryId(Idempotency-Key) for staff's grants, refundEntryId(refundId) for a refund. */
  entryId: string;
  customerId: string;
  userId: string;
  amountPence: number;
  reason: CreditGrantReason | 'refund';
  note: string;
  /** The staff member who granted it. */
  by: string;
  orderId: string | null;
  refundId: string | null;
  correlationId?: string;
}

/** `granted`: recorded now; `already granted`: the key was recorded before (the first grant, as it was). */
export type GrantOutcome =
  | { status: 'granted'; entry: CreditEntry; balanceAfterPence: number }
  | { status: 'already granted'; entry: CreditEntry };

/** Adds credit to the customer's account, once per key. */
export async function grantCredit(deps: CreditDeps, grant: CreditGrant): Promise<GrantOutcome> {
  positive(grant.amountPence, 'A grant of credit');
  const { correlationId, ...fact } = grant;
  const outcome = await recordCreditFact(ledgerOf(deps), fact, correlationId ?? grant.entryId);
  // A positive entry never takes the balance below zero: only spends are refused.
  if (outcome.status === 'refused') throw new Error(`a grant of credit was refused: ${grant.entryId}`);
  return outcome.status === 'recorded'
    ? { status: 'granted', entry: outcome.entry, balanceAfterPence: outcome.balanceAfterPence }
    : { status: 'already granted', entry: outcome.entry };
}

/** The customer's entries, newest first, and the balance of all of them. */
export async function creditHistory(
  deps: CreditDeps,
  customerId: string,
  limit: number,
): Promise<{ balancePence: number; entries: CreditEntry[] }> {
  const { store } = ledgerOf(deps);
  const [balancePence, entries] = await Promise.all([
    balanceOf(store, customerId),
    store.history(customerId, limit),
  ]);
  return { balancePence, entries };
}
