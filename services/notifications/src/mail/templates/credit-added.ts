import { creditReasonLabel, orderReference } from '@mealbox/contracts';
import type { CreditReason } from '@mealbox/contracts';
import { londonDay, money } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

/** What the credit mail needs, as CreditEntryRecorded told it. */
export interface CreditAddedInput {
  amountPence: number;
  reason: CreditReason;
  /** Staff's words about it ('' when none). */
  note: string;
  balanceAfterPence: number;
  orderId: string | null;
  at: string;
}

/**
 * CreditEntryRecorded (a grant by staff, or part of an order refunded as credit): how much was added, why, and
 * the balance now, which comes off the next box or order by itself.
 */
export function creditAddedMail(input: CreditAddedInput, firstName: string, siteUrl: string): MailContent {
  const amount = money(input.amountPence);
  const reference = input.orderId ? orderReference(input.orderId) : null;
  const refund = input.reason === 'refund';
  const what = refund
    ? `We've refunded ${amount}${reference ? ` for order ${reference}` : ''} as account credit.`
    : `We've added ${amount} credit to your account${reference ? ` (about order ${reference})` : ''}.`;
  const rows: Array<[string, string]> = [
    ['Added on', londonDay(input.at)],
    ['Reason', creditReasonLabel(input.reason)],
  ];
  if (input.note) rows.push(['Note', input.note]);
  return {
    subject: refund ? `${amount} refunded as account credit` : `We've added ${amount} credit to your account`,
    preview: `Your Mealbox credit is now ${money(input.balanceAfterPence)}.`,
    heading: refund ? 'Your refund as credit' : 'Credit added',
    blocks: [
      { type: 'paragraph', text: greeting(firstName) },
      { type: 'paragraph', text: what },
      { type: 'table', rows, total: ['Your credit now', money(input.balanceAfterPence)] },
      {
        type: 'paragraph',
        text: 'It comes off your next box or order automatically; you do not need to do anything.',
      },
      { type: 'button', label: 'See your credit', url: `${siteUrl}/account` },
    ],
  };
}
