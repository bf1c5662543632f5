import { useId, useState } from 'react';
import { DialogFooter, Modal } from '@mealbox/web-kit';
import { DeliveryDatePicker } from '../../purchase/DeliveryDatePicker';
import { dayWords } from './day-words';
import type { DeliveryDialogProps } from './delivery-dialog-props';
import { moveDelivery } from './subscription-api';
import { useSubscriptionAction } from './use-subscription-action';
import styles from './SubscriptionDialog.module.css';

/**
 * Move one box to another day: only the days the server lists for it are offered (working days of the next two
 * weeks, still open for changes, with no other box). Mounted only while open.
 */
export function MoveDeliveryDialog(props: DeliveryDialogProps) {
  return props.open ? <MoveModal {...props} /> : null;
}

function MoveModal({ onClose, subscription, delivery, onAnswer }: DeliveryDialogProps) {
  const formId = useId();
  // The server lists the days it would take, by the same rule that checks a move.
  const days = delivery.move_dates;
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const action = useSubscriptionAction((result) => onAnswer(result, { deliveryId: delivery.id }));
  const chosen = choice !== undefined && days.includes(choice) ? choice : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      title={`Move your ${dayWords(delivery.date)} box`}
      footer={
        <DialogFooter
          keepLabel="Keep this day"
          onKeep={onClose}
          confirmLabel="Move box"
          pendingLabel="Moving…"
          pending={action.pending}
          ready={chosen !== undefined}
          form={formId}
        />
      }
    >
      <form
        id={formId}
        className={styles.body}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) void action.run(() => moveDelivery(subscription.id, delivery.id, chosen));
        }}
      >
        <p className={styles.lead}>
          Its cut-off and the day you are charged move with it: changes close at 12:00 three days before it
          arrives.
        </p>
        {days.length === 0 ? (
          <p className={styles.note}>
            There&rsquo;s no other day this box can move to in the next two weeks.
          </p>
        ) : (
          <DeliveryDatePicker
            name={`move-${delivery.id}`}
            dates={days}
            value={chosen}
            onChange={setChoice}
            legend="New delivery day"
            hint="Working days in the next two weeks that are still open for changes and free of your other boxes."
            error={action.problem ?? undefined}
          />
        )}
      </form>
    </Modal>
  );
}
