import { londonDayAndTime } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

/** What each change is called in the subject line; the body is the confirmation's own words. */
const SUBJECTS: Readonly<Record<string, string>> = {
  SubscriptionStarted: 'Your Mealbox subscription has started',
  SubscriptionDeliverySkipped: 'You skipped a Mealbox box',
  SubscriptionDeliveryUnskipped: 'You restored a Mealbox box',
  SubscriptionDeliveryMoved: 'You moved a Mealbox box',
  SubscriptionDeliveryMealsChosen: 'Your meals for a Mealbox box',
  SubscriptionPlanChanged: 'Your Mealbox plan has changed',
  SubscriptionPaused: 'Your Mealbox deliveries are paused',
  SubscriptionResumed: 'Your Mealbox deliveries have resumed',
  SubscriptionCancelled: 'Your Mealbox subscription is cancelled',
  SubscriptionDietaryRequirementsChanged: 'Your Mealbox dietary requirements',
  SubscriptionExtrasChanged: 'The extras in your Mealbox boxes',
  SubscriptionDeliveryExtrasChosen: 'Your extras for a Mealbox box',
  SubscriptionFrequencyChanged: 'How often your Mealbox boxes come',
  SubscriptionExtraBoxAdded: 'You added an extra Mealbox box',
};

/** SubscriptionChangeConfirmed: the customer's proof of a change, as their account shows it. */
export function subscriptionChangeMail(
  input: { change: string; summary: string; confirmedAt: string },
  firstName: string,
  siteUrl: string,
): MailContent {
  const subject = SUBJECTS[input.change] ?? 'A change to your Mealbox subscription';
  return {
    subject,
    preview: input.summary,
    heading: subject,
    blocks: [
      { type: 'paragraph', text: greeting(firstName) },
      { type: 'paragraph', text: input.summary },
      { type: 'note', text: `Confirmed on ${londonDayAndTime(input.confirmedAt)}.` },
      { type: 'button', label: 'Change meals, skip or pause', url: `${siteUrl}/account` },
    ],
  };
}
