import type { Order } from '@mealbox/contracts';
import { formatDateTime } from '@mealbox/web-kit';
import { PROGRESS_SOURCE_LABELS, PROGRESS_STEP_LABELS } from './delivery-progress-labels';
import styles from './DetailCard.module.css';

/**
 * The order's way to the door, oldest first: each step with its time and who reported it (staff here, the courier
 * through its webhook, the payment), a courier's failed attempts with their reason, and the photo of where the box
 * was left. Staff see at a glance a box the courier could not hand over.
 */
export function DeliveryProgressCard({ order }: { order: Order }) {
  return (
    <section className={styles.card} aria-labelledby="progress-heading" data-testid="delivery-progress">
      <div className={styles.head}>
        <h2 id="progress-heading" className={styles.title}>
          Delivery progress
        </h2>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Ordered</dt>
          <dd>{formatDateTime(order.ordered_at)}</dd>
        </div>
        {order.progress.map((entry) => (
          <div
            key={`${entry.step}:${entry.at}`}
            data-testid="progress-step"
            className={entry.step === 'delivery_failed' ? styles.warning : undefined}
          >
            <dt>{PROGRESS_STEP_LABELS[entry.step]}</dt>
            <dd>
              {formatDateTime(entry.at)}, {PROGRESS_SOURCE_LABELS[entry.by]}
              {entry.note ? <>: {entry.note}</> : null}
              {entry.photo_url ? (
                <>
                  {' '}
                  (
                  <a href={entry.photo_url} target="_blank" rel="noopener noreferrer">
                    photo
                  </a>
                  )
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
