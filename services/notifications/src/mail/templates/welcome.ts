import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

/** UserRegistered: a new customer's welcome, with the way to their first box. */
export function welcomeMail(input: { firstName: string }, siteUrl: string): MailContent {
  return {
    subject: 'Welcome to Mealbox',
    preview: 'Your account is ready: choose a plan and your first meals.',
    heading: 'Welcome to Mealbox',
    blocks: [
      { type: 'paragraph', text: greeting(input.firstName) },
      {
        type: 'paragraph',
        text: 'Your account is ready. Pick a plan, choose your meals from this week’s menu and tell us the day that suits you: we deliver fresh, chilled boxes across the UK.',
      },
      { type: 'button', label: 'Choose your plan', url: `${siteUrl}/join-now/plans/` },
      {
        type: 'note',
        text: `You can see your orders and change your details at any time in your account: ${siteUrl}/account`,
      },
    ],
  };
}
