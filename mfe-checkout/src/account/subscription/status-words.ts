import type { Subscription } from '@mealbox/contracts';
import { formatDate, type BadgeTone } from '@mealbox/web-kit';
import { dayList, dayWords } from './day-words';

export interface StatusWords {
  /** 'Active', 'Paused until Thursday 26 March', 'Cancelled'. */
  label: string;
  tone: BadgeTone;
  /** What it means for the customer's boxes. */
  text: string;
}

type StatusSource = Pick<Subscription, 'status' | 'paused_until' | 'cancelled_at' | 'delivery_day'> & {
  upcoming_deliveries: ReadonlyArray<Pick<Subscription['upcoming_deliveries'][number], 'state' | 'date'>>;
};

/** The subscription's status as the card's badge and first sentence say it. */
export function statusWords(subscription: StatusSource): StatusWords {
  switch (subscription.status) {
    case 'active':
      return {
        label: 'Active',
        tone: 'green',
        text: `A box comes every ${subscription.delivery_day}.`,
      };
    case 'paused': {
      const until = subscription.paused_until ? dayWords(subscription.paused_until) : null;
      return {
        label: until ? `Paused until ${until}` : 'Paused',
        tone: 'amber',
        text: until
          ? `No boxes come, and you are not charged, until then. Your deliveries start again by themselves on ${until}.`
          : 'No boxes come, and you are not charged, while your deliveries are paused.',
      };
    }
    case 'cancelled': {
      const cancelledOn = subscription.cancelled_at ? formatDate(subscription.cancelled_at) : '';
      const stillComing = subscription.upcoming_deliveries.filter((box) => box.state === 'locked');
      const after =
        stillComing.length === 0
          ? 'No more boxes will come, and you will not be charged again.'
          : stillComing.length === 1
            ? `Your box on ${dayList(stillComing)} was already past its cut-off, so it still comes. Nothing comes after it.`
            : `Your boxes on ${dayList(stillComing)} were already past their cut-off, so they still come. Nothing comes after them.`;
      return {
        label: 'Cancelled',
        tone: 'neutral',
        text: `${cancelledOn ? `You cancelled on ${cancelledOn}. ` : ''}${after}`,
      };
    }
  }
}

/** 'Your new plan starts with your box on Thursday 19 March.' */
export function pendingPlanWords(change: NonNullable<Subscription['pending_plan_change']>): string {
  return change.first_delivery_date
    ? `Your new plan starts with your box on ${dayWords(change.first_delivery_date)}.`
    : `Your new plan starts with your first box from ${dayWords(change.from)}.`;
}
