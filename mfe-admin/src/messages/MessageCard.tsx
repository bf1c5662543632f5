import { useState } from 'react';
import { CONTACT_REPLY_MAX } from '@mealbox/contracts/contact-limits';
import type { ContactMessage } from '@mealbox/contracts';
import {
  Badge,
  Button,
  CheckIcon,
  MailIcon,
  RefreshIcon,
  Spinner,
  TextAreaField,
  buttonClassName,
  formatDateTime,
} from '@mealbox/web-kit';
import { OptionalMark } from '../components/OptionalMark';
import { handledLabel, replyHref, subjectLabel } from './message-labels';
import styles from './MessageCard.module.css';

interface MessageCardProps {
  message: ContactMessage;
  myUserId: string | null;
  /** The message being marked right now (its button shows it is working). */
  pending: boolean;
  /** `reply`: staff's own answer, sent with the first handling (undefined: none written). */
  onToggle: (message: ContactMessage, reply: string | undefined) => void;
}

/**
 * One message from the contact form: who, about what, when, what they wrote, and what staff did about it. Until
 * its sender has been answered, staff can write the answer here: marking it handled emails it (once, however often
 * it is reopened). After that, further replies go from their own mail program.
 */
export function MessageCard({ message, myUserId, pending, onToggle }: MessageCardProps) {
  const titleId = `message-${message.id}`;
  const handled = message.status === 'handled';
  const [reply, setReply] = useState('');
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="message"
      data-status={message.status}
      data-priority={message.priority}
    >
      <header className={styles.head}>
        <div className={styles.from}>
          <h2 id={titleId} className={styles.name}>
            {message.name}
          </h2>
          <a className={styles.email} href={`mailto:${encodeURI(message.email)}`}>
            {message.email}
          </a>
        </div>
        <div className={styles.badges}>
          {message.priority ? <Badge tone="accent">Priority</Badge> : null}
          <Badge tone="blue">{subjectLabel(message.subject)}</Badge>
          <Badge tone={handled ? 'green' : 'amber'}>{handled ? 'Handled' : 'New'}</Badge>
        </div>
      </header>
      <p className={styles.when}>Received {formatDateTime(message.created_at)}</p>
      <p className={styles.text}>{message.message}</p>
      {message.reply ? (
        <section className={styles.answer} aria-label={`The answer emailed to ${message.name}`}>
          <h3 className={styles.answerTitle}>Answer sent by email</h3>
          <p className={styles.text}>{message.reply}</p>
        </section>
      ) : null}
      {!message.answered && !handled ? (
        <TextAreaField
          label={
            <>
              Your answer <OptionalMark />
            </>
          }
          hint={`Emailed to ${message.email} with their message quoted when you mark it handled. Without an answer, they are told it has been dealt with.`}
          rows={4}
          maxLength={CONTACT_REPLY_MAX}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          disabled={pending}
        />
      ) : null}
      <footer className={styles.foot}>
        <p className={styles.handled}>{handled ? handledLabel(message, myUserId) : 'Waiting for a reply'}</p>
        <div className={styles.actions}>
          {message.answered ? (
            <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={replyHref(message)}>
              <MailIcon size={16} />
              Write again<span className="mb-visually-hidden"> to {message.name}</span>
            </a>
          ) : null}
          <Button
            variant={handled ? 'ghost' : 'primary'}
            size="sm"
            icon={
              pending ? <Spinner size="sm" /> : handled ? <RefreshIcon size={16} /> : <CheckIcon size={16} />
            }
            aria-disabled={pending}
            onClick={() => {
              if (!pending) onToggle(message, !handled && reply.trim() ? reply.trim() : undefined);
            }}
          >
            {handled ? 'Reopen' : 'Mark as handled'}
            <span className="mb-visually-hidden"> the message from {message.name}</span>
          </Button>
        </div>
      </footer>
    </article>
  );
}
