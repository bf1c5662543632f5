import { londonTimeOfDay, money, shortCalendarDay } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

export interface CutoffReminderInput {
  subscriptionId: string;
  deliveryDate: string;
  cutOffAt: string;
  charge: { amountPence: number; date: string } | null;
  mealsChosen: boolean;
}

/** SubscriptionBoxClosingSoon: the box locks soon; what it will cost, and where to change, skip or pause it. */
export function cutoffReminderMail(
  input: CutoffReminderInput,
  firstName: string,
  siteUrl: string,
  unsubscribeUrl: string,
): MailContent {
  const box = shortCalendarDay(input.deliveryDate);
  const cutOffDay = shortCalendarDay(input.cutOffAt.slice(0, 10));
  const locks = `Your box for ${box} locks at ${londonTimeOfDay(input.cutOffAt)} on ${cutOffDay}`;
  const charge = input.charge
    ? `; you will be charged ${money(input.charge.amountPence)} on ${shortCalendarDay(input.charge.date)}.`
    : '; you will be charged for it then.';
  return {
    subject: locks,
    preview: 'Change meals, skip or pause before then.',
    heading: `Your box for ${box} locks soon`,
    blocks: [
      { type: 'paragraph', text: greeting(firstName) },
      { type: 'paragraph', text: `${locks}${charge}` },
      {
        type: 'paragraph',
        text: input.mealsChosen
          ? 'It holds the meals you chose. Until it locks you can change them, skip the box or pause your deliveries.'
          : 'You have not chosen its meals, so we will pick them from this week’s menu to suit your preferences. Until it locks you can choose them, skip the box or pause your deliveries.',
      },
      { type: 'button', label: 'Change meals, skip or pause', url: `${siteUrl}/account` },
    ],
    unsubscribeUrl,
  };
}
