import { useId } from 'react';
import type { Subscription } from '@mealbox/contracts';
import { TruckIcon, cx } from '@mealbox/web-kit';
import card from '../Card.module.css';
import type { AnswerHandler, ChangeNotice } from './change-notice';
import { DeliveryItem } from './DeliveryItem';
import styles from './DeliveriesCard.module.css';

interface DeliveriesCardProps {
  subscription: Subscription;
  notice: ChangeNotice | null;
  onAnswer: AnswerHandler;
}

/** 'Your next boxes': every box of the next two weeks, what it costs and when, and what can still change. */
export function DeliveriesCard({ subscription, notice, onAnswer }: DeliveriesCardProps) {
  const titleId = useId();
  const boxes = subscription.upcoming_deliveries;
  return (
    <section className={cx(card.card, styles.deliveries)} aria-labelledby={titleId} data-testid="deliveries">
      <div className={styles.head}>
        <span className={card.iconTile}>
          <TruckIcon size={26} />
        </span>
        <h2 id={titleId} className={card.title}>
          Your next boxes
        </h2>
      </div>
      {boxes.length > 0 ? <p className={styles.rule}>{subscription.cut_off_rule}</p> : null}
      {boxes.length > 0 ? (
        <ol className={styles.list}>
          {boxes.map((delivery) => (
            <li key={delivery.id}>
              <DeliveryItem
                subscription={subscription}
                delivery={delivery}
                notice={notice}
                onAnswer={onAnswer}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>
          {subscription.status === 'cancelled'
            ? 'No more boxes are coming.'
            : 'No boxes are due in the next two weeks.'}
        </p>
      )}
    </section>
  );
}
