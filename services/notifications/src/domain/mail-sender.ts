import { createHash } from 'node:crypto';
import { backoffDelay, isDuplicateKeyError, trustedFilter } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import type { MailClaimModel } from '../data/mail-claim-model';
import type { MailDocument, MailModel } from '../data/mail-model';
import type { RecipientModel } from '../data/recipient-model';
import type { RefusedAddressModel } from '../data/refused-address-model';
import { renderMail } from '../mail/render-mail';
import { isPermanentSmtpFailure, smtpFailureText } from '../mail/smtp-failure';
import type { MailTransport } from '../mail/smtp-transport';
import { mailAddressee } from './mail-addressee';
import { unsubscribeUrl } from './unsubscribe-link';
import type { MailRequest } from '../data/mail-request';

export interface MailSenderDeps {
  mails: MailModel;
  claims: MailClaimModel;
  recipients: RecipientModel;
  refusedAddresses: RefusedAddressModel;
  transport: MailTransport;
  logger: Logger;
  now: () => Date;
  /** Names this instance on its claims. */
  instanceId: string;
  from: string;
  siteUrl: string;
  /** Signs the reminders' unsubscribe links (see unsubscribe-link). */
  unsubscribeSecret: string;
  /** How often pending mails are looked for besides the kicks after recording one. */
  pollMs?: number;
  /** The wait before try n + 1: doubling from `baseMs` up to `capMs`, with jitter. */
  retry?: { baseMs: number; capMs: number };
  /** How long a claim holds before another instance may take the mail over (the claimant died mid-send). */
  claimMs?: number;
}

export interface MailSender {
  start(): void;
  /** Look for due mails now (a mail was just recorded). */
  kick(): void;
  stop(): Promise<void>;
  /** Pending mails, for readiness. */
  backlog(): Promise<number>;
}

const BATCH = 20;
const CLAIMS_KEPT_MS = 24 * 60 * 60 * 1000;

/** A stable Message-ID per mail: if a copy is ever sent twice (see docs), mail clients see the same message. */
const messageIdOf = (key: string) =>
  `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@notifications.mealbox>`;

/**
 * Works through the outbox of mails: each due mail's attempt is claimed by a unique insert (so two instances never
 * both send it), rendered, handed to SMTP and recorded as sent; a server that is down or answers 4xx leaves the
 * mail pending with a growing wait; a 5xx refusal records the mail and the address as refused, never retried.
 */
export function createMailSender(deps: MailSenderDeps): MailSender {
  const { mails, claims, logger, now } = deps;
  const pollMs = deps.pollMs ?? 1_000;
  const retry = deps.retry ?? { baseMs: 5_000, capMs: 15 * 60_000 };
  const claimMs = deps.claimMs ?? 2 * 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function attemptFailed(mail: MailDocument, error: string): Promise<void> {
    const attempts = mail.attempts + 1;
    const waitMs = backoffDelay(attempts, retry);
    await mails.updateOne(
      { _id: mail._id, status: 'pending', attempts: mail.attempts },
      { $set: { attempts, nextAttemptAt: new Date(now().getTime() + waitMs), lastError: error } },
    );
    logger.warn({ mail: mail._id, attempts, waitMs, error }, 'mail not sent; will try again');
  }

  async function refuse(
    mail: MailDocument,
    to: string,
    reply: string,
    subject: string | null,
  ): Promise<void> {
    await mails.updateOne(
      { _id: mail._id, status: 'pending' },
      {
        $set: { status: 'refused', attempts: mail.attempts + 1, lastError: reply, sentTo: to, subject },
        ...(mail.kind === 'password_reset' ? { $unset: { 'data.token': '' } } : {}),
      },
    );
    logger.warn({ mail: mail._id, to, reply }, 'mail refused for good by the SMTP server; not tried again');
  }

  /** Claims attempt number `attempts` of the mail; false when another instance has it (or had it and died). */
  async function claim(mail: MailDocument): Promise<boolean> {
    const claimId = `${mail._id}#${mail.attempts}`;
    try {
      await claims.create({ _id: claimId, by: deps.instanceId, until: new Date(now().getTime() + claimMs) });
      return true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const held = await claims.findById(claimId).lean();
    if (held && held.until < now()) {
      // Its claimant stopped mid-attempt: move the mail to its next attempt, which anyone may claim.
      await mails.updateOne(
        { _id: mail._id, status: 'pending', attempts: mail.attempts },
        { $set: { attempts: mail.attempts + 1, lastError: 'an attempt was interrupted; trying again' } },
      );
    }
    return false;
  }

  async function sendOne(mail: MailDocument): Promise<void> {
    if (!(await claim(mail))) return;
    const addressee = await mailAddressee(deps.recipients, mail);
    if (!addressee) return attemptFailed(mail, 'the customer’s address is not known yet');
    const refused = await deps.refusedAddresses.findById(addressee.to.toLowerCase()).lean();
    if (refused) return refuse(mail, addressee.to, `address refused earlier: ${refused.reply}`, null);

    const request = { kind: mail.kind, data: mail.data } as MailRequest;
    const unsubscribe = unsubscribeUrl(deps.siteUrl, deps.unsubscribeSecret, mail.userId);
    const rendered = renderMail(request, addressee.firstName, deps.siteUrl, unsubscribe);
    try {
      await deps.transport.send({
        from: deps.from,
        to: addressee.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId: messageIdOf(mail._id),
        ...(rendered.unsubscribeUrl ? { unsubscribeUrl: rendered.unsubscribeUrl } : {}),
      });
    } catch (error) {
      const reply = smtpFailureText(error);
      if (!isPermanentSmtpFailure(error)) return attemptFailed(mail, reply);
      await deps.refusedAddresses.updateOne(
        { _id: addressee.to.toLowerCase() },
        { $setOnInsert: { reply, refusedAt: now() } },
        { upsert: true },
      );
      return refuse(mail, addressee.to, reply, rendered.subject);
    }
    await mails.updateOne(
      { _id: mail._id, status: 'pending' },
      {
        $set: {
          status: 'sent',
          sentAt: now(),
          attempts: mail.attempts + 1,
          subject: rendered.subject,
          sentTo: addressee.to,
          lastError: null,
        },
        // A reset link's secret is needed only to write the mail: it is not kept once the mail has gone.
        ...(mail.kind === 'password_reset' ? { $unset: { 'data.token': '' } } : {}),
      },
    );
    logger.info({ mail: mail._id, kind: mail.kind }, 'mail sent');
  }

  async function sendDue(): Promise<void> {
    for (;;) {
      const due = await mails
        .find(trustedFilter({ status: 'pending', nextAttemptAt: { $lte: now() } }))
        .sort({ nextAttemptAt: 1 })
        .limit(BATCH)
        .lean<MailDocument[]>();
      for (const mail of due) {
        if (stopped) return;
        try {
          await sendOne(mail);
        } catch (error) {
          // The database, most likely: the mail stays pending and the next round tries it.
          logger.warn({ err: error, mail: mail._id }, 'could not work on a mail; will look again');
        }
      }
      if (due.length < BATCH) return;
    }
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = sendDue()
      .catch((error: unknown) => logger.warn({ err: error }, 'looking for mails to send failed; will retry'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  async function forgetOldClaims(): Promise<void> {
    await claims.deleteMany(trustedFilter({ until: { $lt: new Date(now().getTime() - CLAIMS_KEPT_MS) } }));
  }

  let ticks = 0;
  return {
    start() {
      run();
      timer = setInterval(() => {
        run();
        if (++ticks % 3600 === 0) void forgetOldClaims().catch(() => undefined);
      }, pollMs);
      timer.unref();
    },
    kick: run,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
    backlog: () => mails.countDocuments({ status: 'pending' }),
  };
}
