import { useId, useState } from 'react';
import type { DietaryRequirement, Subscription } from '@mealbox/contracts';
import { Alert, Button, cx } from '@mealbox/web-kit';
import type { AnswerHandler } from './change-notice';
import { DIETARY_CHOICES, dietaryWords, orderedRequirements, requirementsChanged } from './dietary-choices';
import { changeDietaryRequirements } from './subscription-api';
import { useSubscriptionAction } from './use-subscription-action';
import panel from './PlanPanel.module.css';
import styles from './DietaryRequirements.module.css';

interface DietaryRequirementsProps {
  subscription: Subscription;
  onAnswer: AnswerHandler;
}

/**
 * The subscription's dietary requirements (POST /api/subscriptions/{id}/dietary/): what the meals we choose for
 * a box must meet, from the next box still open. Meals the customer picks themselves are theirs to judge, so the
 * words say so. Save is offered once the ticks differ from what is saved; the confirmation shows on the card.
 */
export function DietaryRequirements({ subscription, onAnswer }: DietaryRequirementsProps) {
  const id = useId();
  const saved = subscription.dietary_requirements;
  const [ticked, setTicked] = useState<ReadonlySet<DietaryRequirement>>(() => new Set(saved));
  const action = useSubscriptionAction((result) => onAnswer(result, 'subscription'));
  const changed = requirementsChanged(saved, ticked);

  const toggle = (requirement: DietaryRequirement, on: boolean) => {
    action.clearProblem();
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(requirement);
      else next.delete(requirement);
      return next;
    });
  };
  const save = () => {
    if (!changed) return;
    void action.run(() => changeDietaryRequirements(subscription.id, orderedRequirements(ticked)));
  };

  return (
    <section className={panel.panel} aria-labelledby={`${id}-title`} data-testid="dietary-requirements">
      <div className={panel.head}>
        <h3 id={`${id}-title`} className={panel.title}>
          Dietary requirements
        </h3>
        <p className={panel.current} data-testid="dietary-current">
          {dietaryWords(saved)}
        </p>
      </div>
      <p id={`${id}-hint`} className={panel.hint}>
        When you leave a box&rsquo;s meals to us, we&rsquo;ll only choose dishes that suit these, from your
        next box that&rsquo;s still open for changes. Meals you pick yourself are up to you.
      </p>
      <fieldset className={styles.choices} aria-describedby={`${id}-hint`}>
        <legend className="mb-visually-hidden">Dietary requirements for the meals we choose</legend>
        {DIETARY_CHOICES.map((choice) => {
          const checked = ticked.has(choice.value);
          return (
            <label key={choice.value} className={cx(styles.choice, checked && styles.checked)}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={checked}
                onChange={(event) => toggle(choice.value, event.target.checked)}
              />
              {choice.label}
            </label>
          );
        })}
        <Button
          variant="primary"
          size="sm"
          className={styles.save}
          aria-disabled={!changed || action.pending}
          onClick={save}
        >
          {action.pending ? 'Saving…' : 'Save dietary requirements'}
        </Button>
      </fieldset>
      {action.problem ? (
        <Alert tone="error" title="We couldn’t save your dietary requirements">
          <p>{action.problem}</p>
        </Alert>
      ) : null}
    </section>
  );
}
