import { isDuplicateKeyError } from '@mealbox/platform';
import type { MailModel } from '../data/mail-model';
import type { MailToRecord } from '../data/mail-request';

/**
 * Records a mail to send, once: its `_id` is the fact's key, so a redelivered event, a second instance or a
 * restart that records the same fact again hits the unique `_id` and changes nothing. Answers whether this call
 * recorded it.
 */
export async function recordMail(mails: MailModel, mail: MailToRecord, now: Date): Promise<boolean> {
  try {
    await mails.create({
      _id: mail.key,
      kind: mail.request.kind,
      data: mail.request.data,
      userId: mail.userId,
      to: mail.to,
      orderId: mail.orderId,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      createdAt: now,
      sentAt: null,
      subject: null,
      sentTo: null,
    });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
