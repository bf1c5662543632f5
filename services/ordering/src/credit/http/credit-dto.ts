import { creditReasonLabel, orderReference, penceToDecimal } from '@mealbox/contracts';
import type { CreditAccount, CreditEntryDto } from '@mealbox/contracts';
import type { CreditEntry } from '../data/credit-ledger-store';
import type { CreditView } from '../domain/credit-views';

export function toCreditEntryDto(entry: CreditEntry): CreditEntryDto {
  return {
    id: entry._id,
    amount: penceToDecimal(entry.amountPence),
    reason: entry.reason,
    reason_label: creditReasonLabel(entry.reason),
    note: entry.note,
    order_reference: entry.orderId ? orderReference(entry.orderId) : null,
    at: new Date(entry.at).toISOString(),
  };
}

export const toCreditAccountDto = (view: CreditView): CreditAccount => ({
  balance: penceToDecimal(view.balancePence),
  entries: view.entries.map(toCreditEntryDto),
});
