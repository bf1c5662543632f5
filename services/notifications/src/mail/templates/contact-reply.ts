import { CONTACT_SUBJECTS } from '@mealbox/contracts';
import { londonDayAndTime } from '../format';
import type { MailBlock, MailContent } from '../mail-content';
import type { MailRequest } from '../../data/mail-request';
import { greeting } from './greeting';

/**
 * ContactMessageHandled: the answer to a contact form message, quoting it, once staff have dealt with it. Staff's
 * own words, when they wrote some, are the answer (a paragraph per blank-line-separated part); otherwise it says
 * the message was dealt with.
 */
export function contactReplyMail(
  input: Extract<MailRequest, { kind: 'contact_reply' }>['data'],
  siteUrl: string,
): MailContent {
  const topic = CONTACT_SUBJECTS.find((each) => each.value === input.subject)?.label ?? 'Your message';
  const thanks = `Thank you for writing to us on ${londonDayAndTime(input.sentAt)}.`;
  const answer: MailBlock[] = input.reply
    ? [
        { type: 'paragraph', text: thanks },
        ...input.reply
          .split(/\n\s*\n/)
          .map((part) => part.trim())
          .filter(Boolean)
          .map((text): MailBlock => ({ type: 'paragraph', text })),
        { type: 'paragraph', text: 'If anything is still not right, just reply to this email.' },
      ]
    : [
        {
          type: 'paragraph',
          text: `${thanks} Our team has looked into it and dealt with it. If anything is still not right, just reply to this email or write to us again.`,
        },
      ];
  return {
    subject: `Re: ${topic}`,
    preview: input.reply ? input.reply.slice(0, 90) : 'Our team has dealt with your message.',
    heading: input.reply ? 'An answer to your message' : 'We have dealt with your message',
    blocks: [
      { type: 'paragraph', text: greeting(input.name.trim().split(/\s+/)[0] ?? '') },
      ...answer,
      { type: 'list', heading: 'Your message', items: [input.message] },
      { type: 'button', label: 'Contact us', url: `${siteUrl}/contact` },
    ],
  };
}
