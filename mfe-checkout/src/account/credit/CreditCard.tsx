import { useId } from 'react';
import {
  LoadErrorAlert,
  LoadingState,
  cx,
  describeError,
  formatDate,
  formatPrice,
  formatSignedPrice,
  pounds,
  useAsync,
  useSession,
} from '@mealbox/web-kit';
import card from '../Card.module.css';
import { fetchOwnCredit } from './credit-api';
import { creditEntryDetail } from './credit-words';
import styles from './CreditCard.module.css';

/**
 * 'Account credit': the balance (GET /api/customers/me/credit/) and every movement of it, newest first. Always
 * shown (a customer told "we've added credit" looks here); with no movement yet it says so in words.
 * Keyed by who is signed in, so another customer never sees the last one's credit.
 */
export function CreditCard() {
  const titleId = useId();
  const session = useSession();
  const credit = useAsync((signal) => fetchOwnCredit(signal), `credit:${session.userId ?? ''}`);
  const account = credit.data;
  return (
    <section
      className={cx(card.card, styles.credit)}
      aria-labelledby={titleId}
      aria-busy={credit.status === 'loading'}
      data-testid="account-credit"
    >
      <div className={styles.head}>
        <h2 id={titleId} className={card.title}>
          Account credit
        </h2>
        {/* A new customer reads the words below, not a £0.00 that looks like a figure of their own. */}
        {account && account.entries.length > 0 ? (
          <p className={styles.balance} data-testid="credit-balance">
            {formatPrice(pounds(account.balance))}
          </p>
        ) : null}
      </div>
      {credit.status === 'error' && !account ? (
        <LoadErrorAlert title="We couldn’t load your credit" onRetry={credit.retry}>
          <p>{describeError(credit.error)}</p>
        </LoadErrorAlert>
      ) : !account ? (
        <LoadingState label="Loading your credit…" />
      ) : account.entries.length === 0 ? (
        <p className={styles.lead}>
          You have no credit. If we ever add some (for a damaged meal, say), it shows here and comes off your
          next box automatically.
        </p>
      ) : (
        <>
          <p className={styles.lead}>Your credit comes off your next box or order automatically.</p>
          <ul className={styles.entries} data-testid="credit-entries">
            {account.entries.map((entry) => {
              const detail = creditEntryDetail(entry);
              return (
                <li key={entry.id} className={styles.entry}>
                  <span className={styles.what}>
                    <span className={styles.reason}>{entry.reason_label}</span>
                    {detail ? <span className={styles.detail}>{detail}</span> : null}
                    <span className={styles.when}>{formatDate(entry.at)}</span>
                  </span>
                  <span className={styles.amount}>{formatSignedPrice(entry.amount)}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
