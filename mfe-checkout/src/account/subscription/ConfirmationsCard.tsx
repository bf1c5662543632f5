import { useId, useState } from 'react';
import type { Subscription, SubscriptionConfirmation } from '@mealbox/contracts';
import { Button, CheckIcon, cx, formatDateTime } from '@mealbox/web-kit';
import card from '../Card.module.css';
import { actionProblem } from './action-problem';
import { CONFIRMATION_PAGE_SIZE, mergeConfirmations, nextConfirmationPage } from './confirmation-list';
import { fetchConfirmations } from './subscription-api';
import styles from './ConfirmationsCard.module.css';

/**
 * 'Your confirmations': every change, newest first, timestamped and in the server's words, so a customer can show
 * what they changed and when. The newest come with the subscription; 'Show older' pages through the rest. The
 * page keys it by the number of confirmations, so a new one starts it again from the newest (no page shifts under
 * the older ones already read).
 */
export function ConfirmationsCard({ subscription }: { subscription: Subscription }) {
  const titleId = useId();
  const [older, setOlder] = useState<SubscriptionConfirmation[]>([]);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = mergeConfirmations(subscription.confirmations, older);
  const more = shown.length < subscription.confirmation_count;

  const showOlder = async () => {
    if (loading) return;
    setLoading(true);
    setProblem(null);
    try {
      const page = nextConfirmationPage(shown.length);
      const answer = await fetchConfirmations(subscription.id, page, CONFIRMATION_PAGE_SIZE);
      setOlder((previous) => [...previous, ...answer.confirmations]);
    } catch (error) {
      setProblem(actionProblem(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <section
      className={cx(card.card, styles.confirmations)}
      aria-labelledby={titleId}
      data-testid="confirmations"
    >
      <div className={styles.head}>
        <span className={card.iconTile}>
          <CheckIcon size={26} />
        </span>
        <h2 id={titleId} className={card.title}>
          Your confirmations
        </h2>
      </div>
      <p className={styles.text}>Every change you make, with when you made it: your proof, kept here.</p>
      {shown.length > 0 ? (
        <ol className={styles.list}>
          {shown.map((confirmation) => (
            <li key={confirmation.id} className={styles.item} data-testid="confirmation">
              <time className={styles.when} dateTime={confirmation.at}>
                {formatDateTime(confirmation.at)}
              </time>
              <p className={styles.summary}>{confirmation.summary}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.text}>Nothing yet: your changes will be listed here.</p>
      )}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {more ? (
        <Button variant="secondary" size="sm" disabled={loading} onClick={() => void showOlder()}>
          {loading ? 'Loading…' : 'Show older confirmations'}
        </Button>
      ) : null}
    </section>
  );
}
