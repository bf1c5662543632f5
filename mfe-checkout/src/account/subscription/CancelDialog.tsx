import { Alert, DialogFooter, Modal } from '@mealbox/web-kit';
import type { SubscriptionDialogProps } from './dialog-props';
import { stillComingBoxes } from './still-coming';
import { cancelSubscription } from './subscription-api';
import { useSubscriptionAction } from './use-subscription-action';
import styles from './SubscriptionDialog.module.css';

/**
 * Cancel in one step, as easy as signing up: the dialog says what happens next (boxes already past their
 * cut-off still come and are charged, nothing after) and one button cancels. Mounted only while open.
 */
export function CancelDialog(props: SubscriptionDialogProps) {
  return props.open ? <CancelModal {...props} /> : null;
}

function CancelModal({ onClose, subscription, onAnswer }: SubscriptionDialogProps) {
  const action = useSubscriptionAction((result) => onAnswer(result, 'subscription'));
  const stillComing = stillComingBoxes(subscription);
  return (
    <Modal
      open
      onClose={onClose}
      title="Cancel your subscription?"
      footer={
        <DialogFooter
          keepLabel="Keep my subscription"
          onKeep={onClose}
          confirmLabel="Cancel subscription"
          pendingLabel="Cancelling…"
          confirmVariant="danger"
          pending={action.pending}
          onConfirm={() => void action.run(() => cancelSubscription(subscription.id))}
        />
      }
    >
      <div className={styles.body}>
        <p className={styles.lead}>There is no fee and nothing else to do. Here is what happens next:</p>
        <ul className={styles.list} data-testid="cancel-what-happens">
          {stillComing.length > 0 ? (
            <li>
              Boxes already past their cut-off are being prepared, so they still come and are charged:{' '}
              {stillComing.join('; ')}.
            </li>
          ) : null}
          <li>
            {stillComing.length > 0 ? 'After that, no' : 'No'} more boxes come and you are not charged again.
          </li>
          <li>Your confirmations stay here, so you can always show what you changed.</li>
          <li>To start again, just order a new box: a new subscription starts with it.</li>
        </ul>
        {action.problem ? (
          <Alert tone="error" title="We couldn’t cancel your subscription">
            <p>{action.problem}</p>
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}
