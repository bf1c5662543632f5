import type { Subscription } from '@mealbox/contracts';
import { dayWords } from './day-words';

/**
 * When a plan changed now starts (the server applies it from the next box still open; boxes past their cut-off
 * keep theirs): 'It applies from your next open box, on Thursday 19 March.'
 */
export function planChangeStartWords(subscription: Pick<Subscription, 'upcoming_deliveries'>): string {
  const next = subscription.upcoming_deliveries.find((box) => box.state === 'open' && box.changeable);
  const locked = subscription.upcoming_deliveries.filter((box) => box.state === 'locked');
  const start = next
    ? `Your new plan applies from your next open box, on ${dayWords(next.date)}.`
    : 'Your new plan applies from your next box that is still open for changes.';
  return locked.length > 0 ? `${start} Boxes already past their cut-off come as planned.` : start;
}
