import type { ContactMessage } from '@mealbox/contracts';
import {
  Badge,
  Button,
  CheckIcon,
  MailIcon,
  RefreshIcon,
  Spinner,
  buttonClassName,
  formatDateTime,
} from '@mealbox/web-kit';
import { handledLabel, replyHref, subjectLabel } from './message-labels';
import styles from './MessageCard.module.css';

interface MessageCardProps {
  message: ContactMessage;
  myUserId: string | null;
  /** The message being marked right now (its button shows it is working). */
  pending: boolean;
  onToggle: (message: ContactMessage) => void;
}

/** One message from the contact form: who, about what, when, what they wrote, and what staff did about it. */
export function MessageCard({ message, myUserId, pending, onToggle }: MessageCardProps) {
  const titleId = `message-${message.id}`;
  const handled = message.status === 'handled';
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="message"
      data-status={message.status}
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
          <Badge tone="blue">{subjectLabel(message.subject)}</Badge>
          <Badge tone={handled ? 'green' : 'amber'}>{handled ? 'Handled' : 'New'}</Badge>
        </div>
      </header>
      <p className={styles.when}>Received {formatDateTime(message.created_at)}</p>
      <p className={styles.text}>{message.message}</p>
      <footer className={styles.foot}>
        <p className={styles.handled}>{handled ? handledLabel(message, myUserId) : 'Waiting for a reply'}</p>
        <div className={styles.actions}>
          <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={replyHref(message)}>
            <MailIcon size={16} />
            Reply by email<span className="mb-visually-hidden"> to {message.name}</span>
          </a>
          <Button
            variant={handled ? 'ghost' : 'primary'}
            size="sm"
            icon={
              pending ? <Spinner size="sm" /> : handled ? <RefreshIcon size={16} /> : <CheckIcon size={16} />
            }
            aria-disabled={pending}
            onClick={() => {
              if (!pending) onToggle(message);
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
