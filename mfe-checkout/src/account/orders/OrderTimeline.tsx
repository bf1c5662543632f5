import type { OrderSummary } from '@mealbox/contracts';
import { CheckIcon, cx } from '@mealbox/web-kit';
import { orderTimeline } from './order-timeline';
import styles from './OrderTimeline.module.css';

/**
 * Where a box is on its way to the customer: the steps done (with their times), the one it is at, and those to
 * come; a courier's failed attempts and their words below, and the photo of where it was left.
 */
export function OrderTimeline({ order, reference }: { order: OrderSummary; reference: string }) {
  const timeline = orderTimeline(order);
  return (
    <div className={styles.timeline} data-testid="order-timeline">
      <ol className={styles.steps} aria-label={`Progress of order ${reference}`}>
        {timeline.steps.map((step) => (
          <li
            key={step.key}
            className={cx(styles.step, styles[step.state])}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-step={step.key}
            data-state={step.state}
          >
            <span className={styles.marker} aria-hidden="true">
              {step.state === 'upcoming' ? null : <CheckIcon size={12} strokeWidth={3.5} />}
            </span>
            <span className={styles.label}>
              {step.label}
              {step.state === 'upcoming' ? <span className="mb-visually-hidden"> (to come)</span> : null}
            </span>
            {step.time && step.at ? (
              <time className={styles.time} dateTime={step.at}>
                {step.time}
              </time>
            ) : null}
          </li>
        ))}
      </ol>
      {timeline.cancelled ? (
        <p className={styles.cancelled}>
          Cancelled{timeline.cancelled.time ? ` on ${timeline.cancelled.time}` : ''}.
        </p>
      ) : null}
      {timeline.failedAttempts.length > 0 ? (
        <ul className={styles.attempts} data-testid="failed-attempts">
          {timeline.failedAttempts.map((attempt) => (
            <li key={attempt.at}>
              <strong>Delivery attempt failed</strong> <time dateTime={attempt.at}>{attempt.time}</time>
              {attempt.note ? <>: {attempt.note}</> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {timeline.photoUrl ? (
        <p className={styles.photo}>
          <a href={timeline.photoUrl} target="_blank" rel="noopener noreferrer">
            See where your box was left<span className="mb-visually-hidden"> (the courier’s photo)</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}
