import { useId } from 'react';
import type { Subscription, SubscriptionDelivery } from '@mealbox/contracts';
import { Badge, BoxIcon, CalendarIcon, ClockIcon, CupIcon, PlateIcon, PlusIcon, cx } from '@mealbox/web-kit';
import { BoxAllergens } from '../../allergens/BoxAllergens';
import { BoxPaymentProblem } from './BoxPaymentProblem';
import { isNoticeFor, type AnswerHandler, type ChangeNotice } from './change-notice';
import { DeliveryActions } from './DeliveryActions';
import { deliveryWords } from './delivery-words';
import { NoticeAlert } from './NoticeAlert';
import { planLine } from './plan-words';
import styles from './DeliveryItem.module.css';

interface DeliveryItemProps {
  subscription: Subscription;
  delivery: SubscriptionDelivery;
  notice: ChangeNotice | null;
  onAnswer: AnswerHandler;
}

/**
 * One box: its day, state, plan, price and charge, its cut-off, its meals, extras and order, and what can be done
 * with it.
 */
export function DeliveryItem({ subscription, delivery, notice, onAnswer }: DeliveryItemProps) {
  const headingId = useId();
  const words = deliveryWords(delivery);
  return (
    <article
      className={cx(styles.box, !words.comes && styles.notComing)}
      aria-labelledby={headingId}
      data-testid="delivery"
      data-state={delivery.state}
      data-delivery-id={delivery.id}
    >
      <div className={styles.top}>
        <h3 id={headingId} className={styles.day}>
          <time dateTime={delivery.date}>{words.day}</time>
        </h3>
        <Badge tone={words.tone}>{words.stateLabel}</Badge>
      </div>
      <p className={styles.plan}>
        {planLine(delivery.plan)}
        {words.price ? (
          <>
            <span aria-hidden="true"> · </span>
            <span className={styles.price}>
              <span className="mb-visually-hidden">, price </span>
              {words.price}
            </span>
          </>
        ) : null}
      </p>
      <p className={styles.charge} data-testid="delivery-charge">
        {words.charge}
      </p>
      <p className={styles.line}>
        <ClockIcon size={16} className={styles.icon} />
        <span>{words.cutOff}</span>
      </p>
      {words.moved ? (
        <p className={styles.line}>
          <CalendarIcon size={16} className={styles.icon} />
          <span>{words.moved}</span>
        </p>
      ) : null}
      {words.extraBox ? (
        <p className={styles.line} data-testid="delivery-extra-box">
          <PlusIcon size={16} className={styles.icon} />
          <span>{words.extraBox}</span>
        </p>
      ) : null}
      <p className={styles.line}>
        <PlateIcon size={16} className={styles.icon} />
        <span>{words.meals}</span>
      </p>
      {words.extras ? (
        <p className={styles.line} data-testid="delivery-extras">
          <CupIcon size={16} className={styles.icon} />
          <span>{words.extras}</span>
        </p>
      ) : null}
      {delivery.meals_chosen ? (
        <BoxAllergens meals={delivery.items.map((item) => item.meal)} className={styles.allergens} />
      ) : null}
      {words.order ? (
        <p className={styles.line}>
          <BoxIcon size={16} className={styles.icon} />
          <span>{words.order}</span>
        </p>
      ) : null}
      {words.paymentProblem ? <BoxPaymentProblem problem={words.paymentProblem} /> : null}
      <DeliveryActions
        subscription={subscription}
        delivery={delivery}
        headingId={headingId}
        onAnswer={onAnswer}
      />
      {isNoticeFor(notice, { deliveryId: delivery.id }) ? (
        <NoticeAlert key={notice.key} notice={notice} />
      ) : null}
    </article>
  );
}
