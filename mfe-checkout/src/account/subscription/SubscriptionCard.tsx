import { useId } from 'react';
import type { Subscription } from '@mealbox/contracts';
import { ArrowRightIcon, Badge, BoxIcon, LinkButton, cx } from '@mealbox/web-kit';
import { SITE_PATHS } from '../../checkout-paths';
import card from '../Card.module.css';
import { isNoticeFor, type AnswerHandler, type ChangeNotice } from './change-notice';
import { DietaryRequirements } from './DietaryRequirements';
import { EveryWeekExtras } from './EveryWeekExtras';
import { NoticeAlert } from './NoticeAlert';
import { PlanFacts } from './PlanFacts';
import { pendingFrequencyWords } from './frequency-words';
import { frequencyLabel } from '@mealbox/contracts/subscription-frequency';
import { planLine } from './plan-words';
import { pendingPlanWords, statusWords } from './status-words';
import { SubscriptionActions } from './SubscriptionActions';
import styles from './SubscriptionCard.module.css';

interface SubscriptionCardProps {
  subscription: Subscription;
  notice: ChangeNotice | null;
  onAnswer: AnswerHandler;
}

/**
 * 'Your subscription': its status, the plan and how often it comes, any change of either on the way, the dietary requirements for the meals
 * we choose, and what can be done with it.
 */
export function SubscriptionCard({ subscription, notice, onAnswer }: SubscriptionCardProps) {
  const titleId = useId();
  const status = statusWords(subscription);
  // A cancelled subscription has no next box for a new plan to start with.
  const pending = subscription.status === 'cancelled' ? null : subscription.pending_plan_change;
  const pendingFrequency = subscription.status === 'cancelled' ? null : subscription.pending_frequency_change;
  return (
    <section
      className={cx(card.card, styles.subscription)}
      aria-labelledby={titleId}
      data-testid="subscription-card"
    >
      <div className={styles.head}>
        <span className={card.iconTile}>
          <BoxIcon size={26} />
        </span>
        <div className={styles.heading}>
          <h2 id={titleId} className={card.title}>
            Your subscription
          </h2>
          <p className={styles.status} data-testid="subscription-status">
            <Badge tone={status.tone}>{status.label}</Badge>
          </p>
        </div>
      </div>
      <p className={styles.statusText}>{status.text}</p>
      <PlanFacts
        plan={subscription.plan}
        deliveryDay={subscription.delivery_day}
        frequency={subscription.frequency}
      />
      {pending ? (
        <div className={styles.pending} data-testid="subscription-pending-plan">
          <p className={styles.pendingTitle}>New plan: {planLine(pending.plan)}</p>
          <p>{pendingPlanWords(pending)}</p>
        </div>
      ) : null}
      {pendingFrequency ? (
        <div className={styles.pending} data-testid="subscription-pending-frequency">
          <p className={styles.pendingTitle}>New frequency: {frequencyLabel(pendingFrequency.frequency)}</p>
          <p>{pendingFrequencyWords(pendingFrequency)}</p>
        </div>
      ) : null}
      {subscription.status === 'cancelled' ? null : (
        // Keyed by what is saved, so the boxes start again from the server's answer after each change.
        <DietaryRequirements
          key={subscription.dietary_requirements.join(',')}
          subscription={subscription}
          onAnswer={onAnswer}
        />
      )}
      {subscription.status === 'cancelled' ? null : (
        <EveryWeekExtras subscription={subscription} onAnswer={onAnswer} />
      )}
      {isNoticeFor(notice, 'subscription') ? <NoticeAlert key={notice.key} notice={notice} /> : null}
      {subscription.status === 'cancelled' ? (
        <div className={styles.restart}>
          <p>Want your boxes back? Order a new box and a new subscription starts with it.</p>
          <LinkButton to={SITE_PATHS.plan} variant="primary" iconEnd={<ArrowRightIcon size={18} />}>
            Choose your plan
          </LinkButton>
        </div>
      ) : (
        <SubscriptionActions subscription={subscription} onAnswer={onAnswer} />
      )}
    </section>
  );
}
