import type { MailDocument } from '../data/mail-model';
import type { RecipientModel } from '../data/recipient-model';

/** Where a mail goes and the name it greets, or null while identity has not yet told us who the user is. */
export async function mailAddressee(
  recipients: RecipientModel,
  mail: Pick<MailDocument, 'userId' | 'to' | 'kind' | 'data'>,
): Promise<{ to: string; firstName: string } | null> {
  const recipient = await recipients.findById(mail.userId).lean();
  const to = mail.to ?? recipient?.email;
  if (!to) return null;
  return { to, firstName: recipient?.firstName ?? firstNameFromEvent(mail) };
}

/** The name the event itself carried (the welcome's first name, the order's customer name), when we hold no other. */
function firstNameFromEvent(mail: Pick<MailDocument, 'kind' | 'data'>): string {
  const data = mail.data as { firstName?: unknown; customerName?: unknown };
  if (typeof data.firstName === 'string') return data.firstName;
  if (typeof data.customerName === 'string') return data.customerName.trim().split(/\s+/)[0] ?? '';
  return '';
}
