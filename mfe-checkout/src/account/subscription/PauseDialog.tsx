import { useId, useState } from 'react';
import { Alert, DialogFooter, Modal, SelectField } from '@mealbox/web-kit';
import { dayWords } from './day-words';
import type { SubscriptionDialogProps } from './dialog-props';
import { MAX_PAUSE_WEEKS, pauseWindow, resumeChoiceLabel } from './pause-days';
import { stillComingBoxes } from './still-coming';
import { pauseDeliveries } from './subscription-api';
import { useSubscriptionAction } from './use-subscription-action';
import styles from './SubscriptionDialog.module.css';

/**
 * Pause until a day (up to 12 weeks): no box comes, and nothing is charged, until then; deliveries start again by
 * themselves on that day. A paused subscription opens it to change the day. Mounted only while open.
 */
export function PauseDialog(props: SubscriptionDialogProps) {
  return props.open ? <PauseModal {...props} /> : null;
}

function PauseModal({ onClose, subscription, onAnswer }: SubscriptionDialogProps) {
  const formId = useId();
  const [pause] = useState(() => pauseWindow(subscription, new Date()));
  const paused = subscription.status === 'paused';
  const [until, setUntil] = useState(
    () =>
      pause.choices.find((choice) => choice.day === subscription.paused_until)?.day ??
      pause.choices[0]?.day ??
      '',
  );
  const action = useSubscriptionAction((result) => onAnswer(result, 'subscription'));
  const stillComing = stillComingBoxes(subscription);
  const pauseStart = pause.firstBoxLeftOut
    ? `From your box on ${dayWords(pause.firstBoxLeftOut)}`
    : `From ${dayWords(pause.pausedFrom)}`;
  const options = pause.choices.map((choice) => ({
    value: choice.day,
    label: resumeChoiceLabel(choice, dayWords),
  }));
  return (
    <Modal
      open
      onClose={onClose}
      title={paused ? 'Change your pause' : 'Pause your deliveries'}
      footer={
        <DialogFooter
          keepLabel={paused ? 'Keep the date' : 'Don’t pause'}
          onKeep={onClose}
          confirmLabel={paused ? 'Change pause' : 'Pause deliveries'}
          pendingLabel="Pausing…"
          pending={action.pending}
          ready={until !== ''}
          form={formId}
        />
      }
    >
      <form
        id={formId}
        className={styles.body}
        onSubmit={(event) => {
          event.preventDefault();
          if (until) void action.run(() => pauseDeliveries(subscription.id, until));
        }}
      >
        <p className={styles.lead}>
          Take a break for up to {MAX_PAUSE_WEEKS} weeks. {pauseStart}, no box comes until the day you choose,
          and you are not charged for any. Your deliveries start again by themselves, and you can resume
          sooner at any time.
        </p>
        <SelectField
          label="Start my deliveries again on"
          hint={`Your ${subscription.delivery_day} box on this day comes as usual.`}
          options={options}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
        {stillComing.length > 0 ? (
          <div className={styles.steps}>
            <p className={styles.stepsTitle}>Already past its cut-off, so it still comes:</p>
            <ul className={styles.list}>
              {stillComing.map((box) => (
                <li key={box}>{box}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {action.problem ? (
          <Alert tone="error" title="We couldn’t pause your deliveries">
            <p>{action.problem}</p>
          </Alert>
        ) : null}
      </form>
    </Modal>
  );
}
