import { useState } from 'react';
import type { Subscription } from '@mealbox/contracts';
import {
  Alert,
  Button,
  CalendarIcon,
  CloseIcon,
  PauseIcon,
  PlusIcon,
  RefreshIcon,
  SlidersIcon,
} from '@mealbox/web-kit';
import { CancelDialog } from './CancelDialog';
import { ChangeFrequencyDialog } from './ChangeFrequencyDialog';
import { ChangePlanDialog } from './ChangePlanDialog';
import { ExtraBoxDialog } from './ExtraBoxDialog';
import { PauseDialog } from './PauseDialog';
import { resumeDeliveries } from './subscription-api';
import type { AnswerHandler } from './change-notice';
import { useSubscriptionAction } from './use-subscription-action';
import styles from './SubscriptionActions.module.css';

type OpenDialog = 'plan' | 'frequency' | 'extra-box' | 'pause' | 'cancel' | null;

interface SubscriptionActionsProps {
  subscription: Subscription;
  onAnswer: AnswerHandler;
}

/**
 * Change plan or frequency, add an extra box, pause (or change the pause), resume and cancel: each in one step,
 * each confirmed by the server.
 */
export function SubscriptionActions({ subscription, onAnswer }: SubscriptionActionsProps) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const resume = useSubscriptionAction((result) => onAnswer(result, 'subscription'));
  const paused = subscription.status === 'paused';
  const close = () => setOpen(null);
  const answered: AnswerHandler = (result, place) => {
    setOpen(null);
    onAnswer(result, place);
  };
  return (
    <div className={styles.area}>
      {resume.problem ? (
        <Alert tone="error" title="We couldn’t resume your deliveries">
          <p>{resume.problem}</p>
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" icon={<SlidersIcon size={18} />} onClick={() => setOpen('plan')}>
          Change plan
        </Button>
        <Button variant="secondary" icon={<CalendarIcon size={18} />} onClick={() => setOpen('frequency')}>
          Change frequency
        </Button>
        <Button
          variant="secondary"
          icon={<PlusIcon size={18} />}
          disabled={subscription.extra_box_dates.length === 0}
          onClick={() => setOpen('extra-box')}
        >
          Add an extra box
        </Button>
        {paused ? (
          <Button
            variant="primary"
            icon={<RefreshIcon size={18} />}
            disabled={resume.pending}
            onClick={() => void resume.run(() => resumeDeliveries(subscription.id))}
          >
            {resume.pending ? 'Resuming…' : 'Resume deliveries'}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          icon={paused ? <CalendarIcon size={18} /> : <PauseIcon size={18} />}
          onClick={() => setOpen('pause')}
        >
          {paused ? 'Change pause' : 'Pause deliveries'}
        </Button>
        <Button variant="ghost" icon={<CloseIcon size={18} />} onClick={() => setOpen('cancel')}>
          Cancel subscription
        </Button>
      </div>
      <ChangePlanDialog
        open={open === 'plan'}
        onClose={close}
        subscription={subscription}
        onAnswer={answered}
      />
      <ChangeFrequencyDialog
        open={open === 'frequency'}
        onClose={close}
        subscription={subscription}
        onAnswer={answered}
      />
      <ExtraBoxDialog
        open={open === 'extra-box'}
        onClose={close}
        subscription={subscription}
        onAnswer={answered}
      />
      <PauseDialog open={open === 'pause'} onClose={close} subscription={subscription} onAnswer={answered} />
      <CancelDialog
        open={open === 'cancel'}
        onClose={close}
        subscription={subscription}
        onAnswer={answered}
      />
    </div>
  );
}
