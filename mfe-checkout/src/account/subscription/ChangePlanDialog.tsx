import {
  isMealSize,
  isProteinPreference,
  MEAL_COUNTS,
  MEAL_SIZES,
  PROTEIN_PREFERENCES,
} from '@mealbox/contracts/plan-choice';
import { useId, useState } from 'react';
import type { SubscriptionPlanDto } from '@mealbox/contracts';
import { Alert, DialogFooter, Modal, SelectField } from '@mealbox/web-kit';
import type { SubscriptionDialogProps } from './dialog-props';
import { NewPlanPrice } from './NewPlanPrice';
import { planChangeStartWords } from './plan-change-words';
import { samePlan } from './plan-words';
import { changePlan } from './subscription-api';
import { useSubscriptionAction } from './use-subscription-action';
import styles from './SubscriptionDialog.module.css';

const PROTEIN_CHOICES = PROTEIN_PREFERENCES.map(({ value, label }) => ({ value, label }));
const SIZE_CHOICES = MEAL_SIZES.map(({ value, label, calories }) => ({
  value,
  label: `${label} (${calories})`,
}));
const COUNT_CHOICES = MEAL_COUNTS.map((count) => ({ value: String(count), label: `${count} meals` }));

/**
 * Change plan: protein, size and meals a week, from the next open box. Mounted only while open, so each opening
 * starts from the newest plan chosen (a pending change, else the plan in force).
 */
export function ChangePlanDialog(props: SubscriptionDialogProps) {
  return props.open ? <PlanModal {...props} /> : null;
}

function PlanModal({ onClose, subscription, onAnswer }: SubscriptionDialogProps) {
  const formId = useId();
  const newest = subscription.pending_plan_change?.plan ?? subscription.plan;
  const [plan, setPlan] = useState<SubscriptionPlanDto>(newest);
  const action = useSubscriptionAction((result) => onAnswer(result, 'subscription'));
  const unchanged = samePlan(plan, newest);
  return (
    <Modal
      open
      onClose={onClose}
      title="Change your plan"
      footer={
        <DialogFooter
          keepLabel="Keep my plan"
          onKeep={onClose}
          confirmLabel="Change plan"
          pendingLabel="Changing your plan…"
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
          if (!unchanged) void action.run(() => changePlan(subscription.id, plan));
        }}
      >
        <p className={styles.lead}>{planChangeStartWords(subscription)}</p>
        <div className={styles.fields}>
          <SelectField
            label="Protein preference"
            options={PROTEIN_CHOICES}
            value={plan.protein_preference}
            onChange={(event) => {
              const value = event.target.value;
              if (isProteinPreference(value)) setPlan({ ...plan, protein_preference: value });
            }}
          />
          <SelectField
            label="Meal size"
            options={SIZE_CHOICES}
            value={plan.meal_size}
            onChange={(event) => {
              const value = event.target.value;
              if (isMealSize(value)) setPlan({ ...plan, meal_size: value });
            }}
          />
          <SelectField
            label="Meals per week"
            options={COUNT_CHOICES}
            value={String(plan.number_of_meals)}
            onChange={(event) => setPlan({ ...plan, number_of_meals: Number(event.target.value) })}
          />
        </div>
        <NewPlanPrice plan={plan} unchanged={unchanged} />
        {action.problem ? (
          <Alert tone="error" title="We couldn’t change your plan">
            <p>{action.problem}</p>
          </Alert>
        ) : null}
      </form>
    </Modal>
  );
}
