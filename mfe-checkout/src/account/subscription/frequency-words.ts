import { SUBSCRIPTION_FREQUENCIES, frequencyWords } from '@mealbox/contracts/subscription-frequency';
import type { SubscriptionFrequency } from '@mealbox/contracts/subscription-frequency';
import type { Subscription } from '@mealbox/contracts';
import { dayWords } from './day-words';

export const isFrequency = (value: unknown): value is SubscriptionFrequency =>
  SUBSCRIPTION_FREQUENCIES.some((each) => each.value === value);

/** The frequency the open boxes get: a pending change's, else the one in force. */
export const newestFrequency = (
  subscription: Pick<Subscription, 'frequency' | 'pending_frequency_change'>,
): SubscriptionFrequency => subscription.pending_frequency_change?.frequency ?? subscription.frequency;

/** 'From Thursday 26 March you will get a box every 2 weeks.' */
export const pendingFrequencyWords = (
  change: NonNullable<Subscription['pending_frequency_change']>,
): string => `From ${dayWords(change.from)} you will get ${frequencyWords(change.frequency)}.`;

/**
 * Where a change of frequency starts (the server counts the new rhythm from the next box still open; boxes past
 * their cut-off come as planned): 'Your new rhythm starts with your next open box, on Thursday 26 March.'
 */
export function frequencyChangeStartWords(subscription: Pick<Subscription, 'upcoming_deliveries'>): string {
  const next = subscription.upcoming_deliveries.find(
    (box) => box.state !== 'locked' && box.changeable && !box.extra,
  );
  const locked = subscription.upcoming_deliveries.some((box) => box.state === 'locked');
  const start = next
    ? `Your new rhythm starts with your next open box, on ${dayWords(next.date)}, and counts from there.`
    : 'Your new rhythm starts with your next box that is still open for changes, and counts from there.';
  return locked ? `${start} Boxes already past their cut-off come as planned.` : start;
}
