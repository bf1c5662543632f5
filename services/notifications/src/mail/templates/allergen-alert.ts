import { allergenLabel, listInWords } from '@mealbox/contracts';
import type { BoxMealAllergenFlaggedData } from '@mealbox/contracts';
import { londonShortDay, londonTimeOfDay, shortCalendarDay } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

export type AllergenAlertInput = Pick<BoxMealAllergenFlaggedData, 'box' | 'meal' | 'allergens'>;

/**
 * BoxMealAllergenFlagged: a meal in one of the customer's boxes now has an allergen they asked us to leave out.
 * Sent before the box's cut-off, so they can swap it; `sentAt` past the cut-off (a late delivery of the event)
 * says the box is being prepared and to contact us instead.
 */
export function allergenAlertMail(
  input: AllergenAlertInput,
  firstName: string,
  siteUrl: string,
  sentAt: Date,
): MailContent {
  const allergens = listInWords(input.allergens.map((allergen) => allergenLabel(allergen).toLowerCase()));
  const box = shortCalendarDay(input.box.deliveryDate);
  const cutOffDay = londonShortDay(input.box.cutOffAt);
  const open = sentAt.getTime() < new Date(input.box.cutOffAt).getTime();
  return {
    subject: `${input.meal.name} in your box now contains ${allergens}`,
    preview: open
      ? `You can swap it until ${londonTimeOfDay(input.box.cutOffAt)} on ${cutOffDay}.`
      : 'Please contact us before eating it.',
    heading: 'A meal in your box has changed',
    blocks: [
      { type: 'paragraph', text: greeting(firstName) },
      {
        type: 'paragraph',
        text: `We have changed the recipe of ${input.meal.name}, which is in your box for ${box}. It now contains ${allergens}, which you asked us to leave out of your boxes.`,
      },
      open
        ? {
            type: 'paragraph',
            text: `You can swap it until ${londonTimeOfDay(input.box.cutOffAt)} on ${cutOffDay}.`,
          }
        : {
            type: 'paragraph',
            text: 'Your box is already being prepared, so it can no longer be changed online. Please contact us, and don’t eat this meal.',
          },
      open
        ? { type: 'button', label: 'Swap the meal', url: `${siteUrl}/account` }
        : { type: 'button', label: 'Contact us', url: `${siteUrl}/contact` },
    ],
  };
}
