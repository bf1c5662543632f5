import type { Order } from '@mealbox/contracts';
import type { PriceLine } from '@mealbox/contracts/price-lines';
import {
  REFUND_NOTE_MAX,
  lineRefundPence,
  mealRefundPence,
  type RefundLineKind,
} from '@mealbox/contracts/refunds';
import { GRANT_REASONS } from '@mealbox/contracts/credit';
import { decimalToPence, formatPence, priceLineOfDto } from '@mealbox/web-kit';
import { checkPrice, penceToDecimal } from '../configuration/price-input';
import type { RefundBody } from './refunds-api';

/** Something of the order staff can tick to refund, and how many of it there are. */
export interface RefundChoice {
  key: string;
  kind: RefundLineKind;
  ref?: string;
  label: string;
  max: number;
}

type RefundableOrder = Pick<Order, 'items' | 'number_of_meals' | 'price' | 'refundable_total'>;

const linesOf = (order: RefundableOrder): PriceLine[] => order.price.lines.map(priceLineOfDto);

/**
 * What can be ticked: each chosen meal (up to how many the box holds of it; the box's meals as one choice when
 * none are chosen yet), each extra on the order, and the delivery when it was charged.
 */
export function refundChoices(order: RefundableOrder): RefundChoice[] {
  const meals: RefundChoice[] =
    order.items.length > 0
      ? order.items.map((item) => ({
          key: `meal:${item.meal.id}`,
          kind: 'meal',
          ref: item.meal.id,
          label: item.meal.name,
          max: item.quantity,
        }))
      : order.number_of_meals > 0
        ? [{ key: 'meal:box', kind: 'meal', label: 'Meals', max: order.number_of_meals }]
        : [];
  const charged = linesOf(order).filter((line) => line.totalPence > 0);
  const extras: RefundChoice[] = charged
    .filter((line) => line.kind === 'add_on')
    .map((line) => ({
      key: `add_on:${line.ref ?? line.label}`,
      kind: 'add_on',
      ...(line.ref ? { ref: line.ref } : {}),
      label: line.label,
      max: line.quantity,
    }));
  const delivery: RefundChoice[] = charged
    .filter((line) => line.kind === 'delivery')
    .map((line) => ({ key: 'delivery', kind: 'delivery', label: line.label, max: 1 }));
  return [...meals, ...extras, ...delivery];
}

/** How many of each choice are ticked, by its key (absent or 0: none). */
export type RefundPicks = Readonly<Record<string, number>>;

/**
 * What the ticked parts are worth, with the same rules as the contracts: the meals together (the meal lines'
 * total over the box's meals, times how many, rounded down to the penny), each extra at its unit price, the
 * delivery as charged.
 */
export function pickedRefund(
  order: RefundableOrder,
  picks: RefundPicks,
): { lines: RefundBody['lines']; pence: number } {
  const priced = linesOf(order);
  const lines: RefundBody['lines'] = [];
  let mealCount = 0;
  let pence = 0;
  for (const choice of refundChoices(order)) {
    const quantity = Math.min(choice.max, Math.max(0, Math.floor(picks[choice.key] ?? 0)));
    if (quantity === 0) continue;
    lines.push({
      kind: choice.kind,
      ...(choice.ref ? { ref: choice.ref } : {}),
      label: choice.label,
      quantity,
    });
    if (choice.kind === 'meal') {
      mealCount += quantity;
      continue;
    }
    const line = priced.find(
      (candidate) =>
        candidate.kind === choice.kind && (candidate.ref ?? candidate.label) === (choice.ref ?? choice.label),
    );
    if (line) pence += lineRefundPence(line, quantity);
  }
  pence += mealRefundPence(priced, order.number_of_meals, mealCount);
  return { lines, pence };
}

/** The refund form as typed: the picks, an amount typed instead (or ''), where to, why. */
export interface RefundForm {
  picks: RefundPicks;
  amount: string;
  destination: '' | 'card' | 'credit';
  reason: string;
  note: string;
}

export const EMPTY_REFUND: RefundForm = { picks: {}, amount: '', destination: '', reason: '', note: '' };

export type RefundField = 'amount' | 'destination' | 'reason' | 'note';

export type RefundCheck =
  { ok: true; body: RefundBody; pence: number } | { ok: false; errors: Partial<Record<RefundField, string>> };

/**
 * The form checked before it is confirmed: an amount (typed, or what the ticks come to) above £0.00 and no more
 * than is left to refund, card or credit chosen, a staff reason or none, a note of at most 250 characters. What
 * is ticked is sent with it, for the record.
 */
export function checkRefund(order: RefundableOrder, form: RefundForm): RefundCheck {
  const errors: Partial<Record<RefundField, string>> = {};
  const left = decimalToPence(order.refundable_total);
  const picked = pickedRefund(order, form.picks);
  let pence = picked.pence;
  if (form.amount.trim() !== '') {
    const typed = checkPrice(form.amount, Number.MAX_SAFE_INTEGER);
    if (typed.ok) pence = typed.pence;
    else errors.amount = typed.error;
  }
  if (!errors.amount && pence === 0) errors.amount = 'Tick what to refund, or type an amount.';
  else if (!errors.amount && pence > left) errors.amount = `Only ${formatPence(left)} is left to refund.`;
  if (form.destination === '') errors.destination = 'Choose the card or account credit.';
  if (form.reason !== '' && !GRANT_REASONS.some((reason) => reason.value === form.reason)) {
    errors.reason = 'Choose a reason.';
  }
  const note = form.note.trim();
  if (note.length > REFUND_NOTE_MAX) errors.note = `Keep the note to ${REFUND_NOTE_MAX} characters.`;
  if (Object.keys(errors).length > 0 || form.destination === '') return { ok: false, errors };
  const body: RefundBody = {
    destination: form.destination,
    amount: penceToDecimal(pence),
    lines: picked.lines,
    ...(form.reason ? { reason: form.reason } : {}),
    ...(note ? { note } : {}),
  };
  return { ok: true, body, pence };
}
