import { useState } from 'react';
import type { Subscription, SubscriptionDelivery } from '@mealbox/contracts';
import { Alert, Button, CalendarIcon, PlateIcon, PlusIcon, RefreshIcon } from '@mealbox/web-kit';
import type { AnswerHandler } from './change-notice';
import { ChooseExtrasDialog } from './ChooseExtrasDialog';
import { ChooseMealsDialog } from './ChooseMealsDialog';
import { deliveryChoices } from './delivery-words';
import { MoveDeliveryDialog } from './MoveDeliveryDialog';
import { restoreDelivery, skipDelivery } from './subscription-api';
import { useSubscriptionAction } from './use-subscription-action';
import styles from './DeliveryItem.module.css';

interface DeliveryActionsProps {
  subscription: Subscription;
  delivery: SubscriptionDelivery;
  /** The box's heading, which tells each button which box it acts on. */
  headingId: string;
  onAnswer: AnswerHandler;
}

/**
 * What can be done with a box: Skip, Restore, Move, Choose meals and Extras for this box, as its state allows. Every button waits while
 * a change to the box is on its way, and a refusal is shown in the server's words.
 */
export function DeliveryActions({ subscription, delivery, headingId, onAnswer }: DeliveryActionsProps) {
  const [dialog, setDialog] = useState<'move' | 'meals' | 'extras' | null>(null);
  const action = useSubscriptionAction((result) => onAnswer(result, { deliveryId: delivery.id }));
  const choices = deliveryChoices(delivery);
  const answered: AnswerHandler = (result, place) => {
    setDialog(null);
    onAnswer(result, place);
  };
  const anything =
    choices.skip || choices.restore || choices.move || choices.chooseMeals || choices.chooseExtras;
  const shared = { size: 'sm', 'aria-describedby': headingId, disabled: action.pending } as const;
  return (
    <>
      {anything ? (
        <div className={styles.actions}>
          {choices.skip ? (
            <Button
              {...shared}
              variant="secondary"
              onClick={() => void action.run(() => skipDelivery(subscription.id, delivery.id))}
            >
              {action.pending ? 'Skipping…' : 'Skip this box'}
            </Button>
          ) : null}
          {choices.restore ? (
            <Button
              {...shared}
              variant="primary"
              icon={<RefreshIcon size={16} />}
              onClick={() => void action.run(() => restoreDelivery(subscription.id, delivery.id))}
            >
              {action.pending ? 'Restoring…' : 'Restore this box'}
            </Button>
          ) : null}
          {choices.move ? (
            <Button
              {...shared}
              variant="secondary"
              icon={<CalendarIcon size={16} />}
              onClick={() => setDialog('move')}
            >
              Move
            </Button>
          ) : null}
          {choices.chooseMeals ? (
            <Button
              {...shared}
              variant="secondary"
              icon={<PlateIcon size={16} />}
              onClick={() => setDialog('meals')}
            >
              Choose meals
            </Button>
          ) : null}
          {choices.chooseExtras ? (
            <Button
              {...shared}
              variant="secondary"
              icon={<PlusIcon size={16} />}
              onClick={() => setDialog('extras')}
            >
              Extras for this box
            </Button>
          ) : null}
        </div>
      ) : null}
      {action.problem ? (
        <Alert tone="error" title="We couldn’t change this box">
          <p>{action.problem}</p>
        </Alert>
      ) : null}
      <MoveDeliveryDialog
        open={dialog === 'move'}
        onClose={() => setDialog(null)}
        subscription={subscription}
        delivery={delivery}
        onAnswer={answered}
      />
      <ChooseMealsDialog
        open={dialog === 'meals'}
        onClose={() => setDialog(null)}
        subscription={subscription}
        delivery={delivery}
        onAnswer={answered}
      />
      <ChooseExtrasDialog
        open={dialog === 'extras'}
        onClose={() => setDialog(null)}
        subscription={subscription}
        delivery={delivery}
        onAnswer={answered}
      />
    </>
  );
}
