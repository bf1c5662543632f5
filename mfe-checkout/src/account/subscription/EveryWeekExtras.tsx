import { useId } from 'react';
import type { AddOn, Subscription } from '@mealbox/contracts';
import { Alert, LoadErrorAlert, describeError, formatPrice, pounds, useAsync } from '@mealbox/web-kit';
import { fetchAddOns } from '../../extras/extras-api';
import { QuantityStepper } from '../../meals/QuantityStepper';
import type { AnswerHandler } from './change-notice';
import { changeEveryWeekExtra } from './subscription-api';
import { useSubscriptionAction } from './use-subscription-action';
import panel from './PlanPanel.module.css';
import styles from './EveryWeekExtras.module.css';

/** The most of one extra a box takes (ordering's limit). */
const MOST_OF_ONE = 10;

interface EveryWeekExtrasProps {
  subscription: Subscription;
  onAnswer: AnswerHandler;
}

/**
 * 'Extras in every box' (POST /api/subscriptions/{id}/extras/): the desserts, sides, drinks and breakfasts on
 * sale, and how many of each come in every box from the next one still open, charged with the box at the
 * extra's price that day. Each press is one confirmed change; the confirmation shows on the card.
 */
export function EveryWeekExtras({ subscription, onAnswer }: EveryWeekExtrasProps) {
  const id = useId();
  const addOns = useAsync((signal) => fetchAddOns(signal), 'add-ons');
  const action = useSubscriptionAction((result) => onAnswer(result, 'subscription'));
  const held = new Map(subscription.extras.map((extra) => [extra.add_on_id, extra.quantity]));
  const set = (addOn: AddOn, quantity: number) =>
    void action.run(() => changeEveryWeekExtra(subscription.id, addOn.id, quantity));

  return (
    <section className={panel.panel} aria-labelledby={`${id}-title`} data-testid="every-week-extras">
      <div className={panel.head}>
        <h3 id={`${id}-title`} className={panel.title}>
          Extras in every box
        </h3>
        <p className={panel.current} data-testid="every-week-extras-current">
          {subscription.extras.length === 0
            ? 'None'
            : subscription.extras.map((extra) => `${extra.quantity} × ${extra.name}`).join(', ')}
        </p>
      </div>
      <p className={panel.hint}>
        Add a pudding, a side or breakfast to every box from your next one that&rsquo;s still open. Each box
        is charged the extra&rsquo;s price on the day it&rsquo;s packed; anything sold out that week is left
        out.
      </p>
      {addOns.status === 'error' ? (
        <LoadErrorAlert title="We couldn’t load the extras" onRetry={addOns.retry}>
          <p>{describeError(addOns.error)}</p>
        </LoadErrorAlert>
      ) : null}
      <ul className={styles.list}>
        {(addOns.data ?? []).map((addOn) => {
          const quantity = held.get(addOn.id) ?? 0;
          return (
            <li key={addOn.id} className={styles.extra} data-testid="every-week-extra">
              <span className={styles.name}>
                {addOn.name} <span className={styles.price}>{formatPrice(pounds(addOn.price))}</span>
              </span>
              <QuantityStepper
                mealName={addOn.name}
                quantity={quantity}
                canAdd={quantity < MOST_OF_ONE && !action.pending}
                onAdd={() => set(addOn, quantity + 1)}
                onRemove={() => set(addOn, quantity - 1)}
                size="sm"
              />
            </li>
          );
        })}
      </ul>
      {action.problem ? (
        <Alert tone="error" title="We couldn’t change your extras">
          <p>{action.problem}</p>
        </Alert>
      ) : null}
    </section>
  );
}
