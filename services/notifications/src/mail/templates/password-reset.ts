import { londonDayAndTime } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

/** PasswordResetRequested: the single-use link to set a new password, and when it stops working. */
export function passwordResetMail(
  input: { firstName: string; uid: string; token?: string; expiresAt: string },
  siteUrl: string,
): MailContent {
  if (!input.token) throw new Error('a password-reset mail needs its token (it is only removed once sent)');
  const link = `${siteUrl}/reset-password/${encodeURIComponent(input.uid)}/${encodeURIComponent(input.token)}`;
  return {
    subject: 'Reset your Mealbox password',
    preview: 'Use this link within the hour to choose a new password.',
    heading: 'Reset your password',
    blocks: [
      { type: 'paragraph', text: greeting(input.firstName) },
      {
        type: 'paragraph',
        text: 'Someone (we hope you) asked to reset the password of your Mealbox account. Choose a new one here:',
      },
      { type: 'button', label: 'Choose a new password', url: link },
      {
        type: 'note',
        text: `The link works once, until ${londonDayAndTime(input.expiresAt)}. If you did not ask for it, ignore this email: your password stays as it is.`,
      },
    ],
  };
}
