import type { Subscription } from '@mealbox/contracts';
import { formatPrice, pounds } from '@mealbox/web-kit';
import { dayWords } from './day-words';

/**
 * The boxes a pause or a cancellation asked for now cannot stop: those already past their cut-off (locked), which
 * the kitchen is preparing. They still come and are charged, and the dialogs say so before the customer decides.
 */
export function stillComingBoxes(subscription: Pick<Subscription, 'upcoming_deliveries'>): string[] {
  return subscription.upcoming_deliveries
    .filter((box) => box.state === 'locked')
    .map((box) =>
      box.charge
        ? `${dayWords(box.date)}: charged ${formatPrice(pounds(box.charge.amount))} on ${dayWords(box.charge.date)}`
        : `${dayWords(box.date)}: ${box.summary}`,
    );
}
