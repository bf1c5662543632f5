import type { ContactMessage } from '@mealbox/contracts';
import { formatDateTime } from '@mealbox/web-kit';

/** The contact form's subjects with their labels (spec section 3); the list is checked against contracts. */
export const SUBJECT_LABELS: Readonly<Record<ContactMessage['subject'], string>> = {
  general: 'General Inquiry',
  order: 'Order Support',
  billing: 'Billing Question',
  feedback: 'Feedback',
  partnership: 'Partnership',
  other: 'Other',
};

export function subjectLabel(subject: string): string {
  return SUBJECT_LABELS[subject as ContactMessage['subject']] ?? subject;
}

/** 'Handled by ada on 4 Mar 2025, 14:05' ('by you' for the reader's own), or '' while new. */
export function handledLabel(message: ContactMessage, myUserId: string | null): string {
  if (message.status !== 'handled' || !message.handled_at) return '';
  const who =
    message.handled_by && message.handled_by === myUserId
      ? 'you'
      : (message.handled_by_username ?? 'a member of staff');
  return `Handled by ${who} on ${formatDateTime(message.handled_at)}`;
}

/** A reply in the staff member's own mail program, the subject line prefilled ('Re: Order Support'). */
export function replyHref(message: ContactMessage): string {
  const subject = encodeURIComponent(`Re: ${subjectLabel(message.subject)} – Mealbox`);
  return `mailto:${encodeURI(message.email)}?subject=${subject}`;
}
