import { londonDayAndTime } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

/** PasswordChanged: the note that the password was changed, and what to do if it was not them. */
export function passwordChangedMail(
  input: { firstName: string; changedAt: string },
  siteUrl: string,
): MailContent {
  return {
    subject: 'Your Mealbox password was changed',
    preview: 'You have been signed out everywhere else.',
    heading: 'Your password was changed',
    blocks: [
      { type: 'paragraph', text: greeting(input.firstName) },
      {
        type: 'paragraph',
        text: `The password of your Mealbox account was changed on ${londonDayAndTime(input.changedAt)}, and every device signed in to it was signed out.`,
      },
      {
        type: 'paragraph',
        text: 'If this was not you, reset your password now and tell us through the contact page.',
      },
      { type: 'button', label: 'Reset your password', url: `${siteUrl}/forgot-password` },
    ],
  };
}
