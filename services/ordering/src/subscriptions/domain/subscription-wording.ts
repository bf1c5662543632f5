import { mealSizeLabel, penceToDecimal, proteinPreferenceLabel } from '@mealbox/contracts';
import type { PriceQuote } from '@mealbox/contracts';
import type { EveryWeekExtra, SubscriptionPlan } from '../data/subscription-model';
import { formatWeekdayDate } from '@mealbox/contracts/london-calendar';
import { cutOffDateOf, cutOffWords } from '@mealbox/contracts/cut-off';
import type { ScheduledDelivery } from './subscription-schedule';

/*
 * The plain English of confirmations and of each delivery's line on the account page: what a customer reads,
 * and can show later as proof.
 */

/** '6 Standard meals a week (Meat & Vegan)' */
export function planWords(plan: SubscriptionPlan): string {
  return `${plan.numberOfMeals} ${mealSizeLabel(plan.mealSize)} meals a week (${proteinPreferenceLabel(plan.proteinPreference)})`;
}

export const pounds = (pence: number): string => `£${penceToDecimal(pence)}`;

/** 'your box on Thursday 12 March 2026' */
export const boxOn = (date: string): string => `your box on ${formatWeekdayDate(date)}`;

/** '2 × Sticky Toffee Pudding, 1 × Cloudy Apple Juice', in the order chosen; 'no extras' for none. */
export const extrasWords = (extras: readonly Pick<EveryWeekExtra, 'name' | 'quantity'>[]): string =>
  extras.length > 0 ? extras.map((extra) => `${extra.quantity} × ${extra.name}`).join(', ') : 'no extras';

/** What a delivery costs and when, in words; `price` is null while prices are not known. */
export function chargeWords(delivery: ScheduledDelivery, price: PriceQuote | null): string {
  switch (delivery.state) {
    case 'skipped':
      return 'You will not be charged for it.';
    case 'paused':
      return 'It falls in your pause, so you will not be charged for it.';
    case 'locked':
      return (
        `Changes closed at ${cutOffWords(delivery.date)}` +
        (price ? `; it is charged ${pounds(price.totalPence)}.` : '.')
      );
    case 'open':
      return price
        ? `You will be charged ${pounds(price.totalPence)} on ${formatWeekdayDate(cutOffDateOf(delivery.date))}.`
        : `You will be charged on ${formatWeekdayDate(cutOffDateOf(delivery.date))}.`;
  }
}

/**
 * ' Your box on Thursday 12 March 2026 was already past its cut-off (12:00 on Monday 9 March 2026), so it will still
 * arrive (charged £59.99).' for each box a change came too late for.
 */
export function stillComingWords(
  deliveries: ScheduledDelivery[],
  priceOf: (delivery: ScheduledDelivery) => PriceQuote | null,
): string {
  return deliveries
    .map((delivery) => {
      const price = priceOf(delivery);
      return (
        ` Your box on ${formatWeekdayDate(delivery.date)} was already past its cut-off (${cutOffWords(delivery.date)}),` +
        ` so it will still arrive${price ? ` (charged ${pounds(price.totalPence)})` : ''}.`
      );
    })
    .join('');
}
