import { SUBSCRIPTION_FREQUENCIES } from '@mealbox/contracts/subscription-frequency';
import type { SubscriptionFrequency } from '@mealbox/contracts/subscription-frequency';
import { useId, useState } from 'react';
import { Alert, DialogFooter, Modal, SelectField } from '@mealbox/web-kit';
import type { SubscriptionDialogProps } from './dialog-props';
import { frequencyChangeStartWords, isFrequency, newestFrequency } from './frequency-words';
import { changeFrequency } from './subscription-api';
import { useSubscriptionAction } from './use-subscription-action';
import styles from './SubscriptionDialog.module.css';

const FREQUENCY_CHOICES = SUBSCRIPTION_FREQUENCIES.map(({ value, label }) => ({ value, label }));

/**
 * How often boxes come (every week, 2 weeks or 4 weeks), from the next open box; the price of each box stays the
 * same. Mounted only while open, so each opening starts from the newest frequency chosen.
 */
export function ChangeFrequencyDialog(props: SubscriptionDialogProps) {
  return props.open ? <FrequencyModal {...props} /> : null;
}

function FrequencyModal({ onClose, subscription, onAnswer }: SubscriptionDialogProps) {
  const formId = useId();
  const newest = newestFrequency(subscription);
  const [frequency, setFrequency] = useState<SubscriptionFrequency>(newest);
  const action = useSubscriptionAction((result) => onAnswer(result, 'subscription'));
  const unchanged = frequency === newest;
  return (
    <Modal
      open
      onClose={onClose}
      title="Change how often boxes come"
      footer={
        <DialogFooter
          keepLabel="Keep as it is"
          onKeep={onClose}
          confirmLabel="Change frequency"
          pendingLabel="Changing…"
          pending={action.pending}
          ready={!unchanged}
          form={formId}
        />
      }
    >
      <form
        id={formId}
        className={styles.body}
        onSubmit={(event) => {
          event.preventDefault();
          if (!unchanged) void action.run(() => changeFrequency(subscription.id, frequency));
        }}
      >
        <p className={styles.lead}>{frequencyChangeStartWords(subscription)}</p>
        <div className={styles.fields}>
          <SelectField
            label="Delivery frequency"
            options={FREQUENCY_CHOICES}
            value={frequency}
            onChange={(event) => {
              const value = event.target.value;
              if (isFrequency(value)) setFrequency(value);
            }}
          />
        </div>
        <p className={styles.note}>Each box costs the same whatever the frequency.</p>
        {action.problem ? (
          <Alert tone="error" title="We couldn’t change how often your boxes come">
            <p>{action.problem}</p>
          </Alert>
        ) : null}
      </form>
    </Modal>
  );
}
