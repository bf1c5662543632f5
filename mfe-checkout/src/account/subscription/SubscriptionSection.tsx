import { useCallback, useId, useState } from 'react';
import { LoadErrorAlert, LoadingState, cx } from '@mealbox/web-kit';
import card from '../Card.module.css';
import { actionProblem } from './action-problem';
import { changeNotice, type AnswerHandler, type ChangeNotice } from './change-notice';
import { ConfirmationsCard } from './ConfirmationsCard';
import { DeliveriesCard } from './DeliveriesCard';
import { NoSubscriptionCard } from './NoSubscriptionCard';
import { SubscriptionCard } from './SubscriptionCard';
import type { CurrentSubscription } from './use-current-subscription';
import styles from './SubscriptionSection.module.css';

/**
 * The subscription part of /account: the subscription, its next two weeks of boxes and its confirmations, from
 * GET /api/subscriptions/current/ (loaded by the page, which also decides on its other cards from it). Each
 * change shows the server's answer at once, and its confirmation beside the control that asked for it.
 */
export function SubscriptionSection({ current }: { current: CurrentSubscription }) {
  const [notice, setNotice] = useState<ChangeNotice | null>(null);
  const { showAnswer } = current;
  const onAnswer = useCallback<AnswerHandler>(
    (result, place) => {
      showAnswer(result.subscription);
      setNotice((previous) => changeNotice(result, place, (previous?.key ?? 0) + 1));
    },
    [showAnswer],
  );

  const { subscription } = current;
  if (subscription === undefined)
    return current.status === 'error' ? (
      <LoadProblem error={current.error} onRetry={current.retry} />
    ) : (
      <LoadingCard />
    );
  if (subscription === null) return <NoSubscriptionCard />;
  return (
    <>
      <SubscriptionCard subscription={subscription} notice={notice} onAnswer={onAnswer} />
      <DeliveriesCard subscription={subscription} notice={notice} onAnswer={onAnswer} />
      <ConfirmationsCard key={subscription.confirmation_count} subscription={subscription} />
    </>
  );
}

function LoadingCard() {
  const titleId = useId();
  return (
    <section className={cx(card.card, styles.waiting)} aria-labelledby={titleId} aria-busy="true">
      <h2 id={titleId} className={card.title}>
        Your subscription
      </h2>
      <LoadingState label="Loading your subscription…" />
    </section>
  );
}

function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const titleId = useId();
  return (
    <section className={cx(card.card, styles.waiting)} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.title}>
        Your subscription
      </h2>
      <LoadErrorAlert title="We couldn’t load your subscription" onRetry={onRetry}>
        <p>{actionProblem(error)}</p>
      </LoadErrorAlert>
    </section>
  );
}
