import { useId, useState } from 'react';
import { DialogFooter, Modal } from '@mealbox/web-kit';
import { DeliveryDatePicker } from '../../purchase/DeliveryDatePicker';
import type { SubscriptionDialogProps } from './dialog-props';
import { addExtraBox } from './subscription-api';
import { useSubscriptionAction } from './use-subscription-action';
import styles from './SubscriptionDialog.module.css';

/**
 * One box more: only the days the server lists are offered (working days of the next two weeks, still open for
 * changes, with no box already), the same rule as moving a box. Mounted only while open.
 */
export function ExtraBoxDialog(props: SubscriptionDialogProps) {
  return props.open ? <ExtraBoxModal {...props} /> : null;
}

function ExtraBoxModal({ onClose, subscription, onAnswer }: SubscriptionDialogProps) {
  const formId = useId();
  const days = subscription.extra_box_dates;
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const action = useSubscriptionAction((result) => onAnswer(result, 'subscription'));
  const chosen = choice !== undefined && days.includes(choice) ? choice : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      title="Add an extra box"
      footer={
        <DialogFooter
          keepLabel="Not now"
          onKeep={onClose}
          confirmLabel="Add extra box"
          pendingLabel="Adding…"
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
          if (chosen) void action.run(() => addExtraBox(subscription.id, chosen));
        }}
      >
        <p className={styles.lead}>
          It comes with your plan at your usual price, and is charged at its cut-off (12:00 three days before
          it arrives), like your other boxes.
        </p>
        {days.length === 0 ? (
          <p className={styles.note}>There&rsquo;s no free day for an extra box in the next two weeks.</p>
        ) : (
          <DeliveryDatePicker
            name="extra-box"
            dates={days}
            value={chosen}
            onChange={setChoice}
            legend="Delivery day"
            hint="Working days in the next two weeks that are still open for changes and free of your other boxes."
            error={action.problem ?? undefined}
          />
        )}
      </form>
    </Modal>
  );
}
