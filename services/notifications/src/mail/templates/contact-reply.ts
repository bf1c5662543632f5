import { CONTACT_SUBJECTS } from '@mealbox/contracts';
import { londonDayAndTime } from '../format';
import type { MailContent } from '../mail-content';
import { greeting } from './greeting';

/** ContactMessageHandled: the answer to a contact form message, quoting it, once staff have dealt with it. */
export function contactReplyMail(
  input: { name: string; subject: string; message: string; sentAt: string; handledAt: string },
  siteUrl: string,
): MailContent {
  const topic = CONTACT_SUBJECTS.find((each) => each.value === input.subject)?.label ?? 'Your message';
  return {
    subject: `Re: ${topic}`,
    preview: 'Our team has dealt with your message.',
    heading: 'We have dealt with your message',
    blocks: [
      { type: 'paragraph', text: greeting(input.name.trim().split(/\s+/)[0] ?? '') },
      {
        type: 'paragraph',
        text: `Thank you for writing to us on ${londonDayAndTime(input.sentAt)}. Our team has looked into it and dealt with it. If anything is still not right, just reply to this email or write to us again.`,
      },
      { type: 'list', heading: 'Your message', items: [input.message] },
      { type: 'button', label: 'Contact us', url: `${siteUrl}/contact` },
    ],
  };
}
