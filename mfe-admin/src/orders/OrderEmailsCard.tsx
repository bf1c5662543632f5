import type { Order } from '@mealbox/contracts';
import { Button, RefreshIcon, formatDateTime, useAsync } from '@mealbox/web-kit';
import { EMAIL_KIND_LABELS, emailStatusLabel } from './order-email-labels';
import { fetchOrderEmails } from './order-emails-api';
import styles from './DetailCard.module.css';

/**
 * The emails sent to the customer about this order (confirmation, receipt, ...), with when and whether they went.
 * Read again when the order's payment or status changes, since those are what send them.
 */
export function OrderEmailsCard({ order }: { order: Order }) {
  const key = `${order.id}:${order.payment_status}:${order.order_status}`;
  const emails = useAsync((signal) => fetchOrderEmails(order.id, signal), key);
  const list = emails.data ?? [];
  return (
    <section className={styles.card} aria-labelledby="emails-heading" data-testid="order-emails">
      <div className={styles.head}>
        <h2 id="emails-heading" className={styles.title}>
          Emails to the customer
        </h2>
        <Button variant="ghost" size="sm" icon={<RefreshIcon size={16} />} onClick={emails.retry}>
          Refresh
        </Button>
      </div>
      {emails.status === 'error' && list.length === 0 ? (
        <p className={styles.note}>The emails could not be loaded.</p>
      ) : emails.status === 'loading' && list.length === 0 ? (
        <p className={styles.note}>Loading…</p>
      ) : list.length === 0 ? (
        <p className={styles.note}>No emails about this order yet.</p>
      ) : (
        <dl className={styles.facts}>
          {list.map((email) => (
            <div key={email.id} data-testid="order-email">
              <dt>{EMAIL_KIND_LABELS[email.kind]}</dt>
              <dd>
                {emailStatusLabel(email)}
                {email.sent_at ? `, ${formatDateTime(email.sent_at)}` : ''}
                {email.status === 'refused' && email.last_error ? ` (${email.last_error})` : ''}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
