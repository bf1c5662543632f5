import { describePlan, type PlanChoice } from '@mealbox/contracts/plan-choice';
import { useEffect, useRef } from 'react';
import type { PriceCalculation } from '@mealbox/contracts';
import { PurchaseProgress, formatPrice, pounds, useDeliveryClaim } from '@mealbox/web-kit';
import { AuthLayout } from '../auth/AuthLayout';
import { planAsidePoints } from './plan-aside';
import type { PriceView } from './price-state';
import { RegistrationForm } from './RegistrationForm';
import styles from './RegistrationStep.module.css';

interface RegistrationStepProps {
  plan: PlanChoice;
  price: PriceView<PriceCalculation>;
  onJoining: (joining: boolean) => void;
  onChangePlan: () => void;
  /** Move focus to the heading (the customer pressed Select Plan; a reload leaves focus alone). */
  focusHeading: boolean;
}

/**
 * Select Plan, signed out: the spec's 'Get Started' registration form, with the chosen plan beside it. Once
 * registered, the customer is signed in and carries on to choose meals with that plan.
 */
export function RegistrationStep({
  plan,
  price,
  onJoining,
  onChangePlan,
  focusHeading,
}: RegistrationStepProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusHeading) return;
    const heading = ref.current?.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [focusHeading]);

  const points = planAsidePoints(useDeliveryClaim());
  const ready = price.status === 'ready' ? price.price : undefined;
  return (
    <div ref={ref} data-testid="plan-registration">
      <div className={styles.progressBand}>
        <div className="mb-container">
          <PurchaseProgress current="details" className={styles.progress} />
        </div>
      </div>
      <AuthLayout
        eyebrow="Start your plan"
        title="Get Started"
        lead={
          <p>
            Create your Mealbox account in a minute, then choose your meals for the week. No commitment: skip,
            pause or cancel any time.
          </p>
        }
        aside={{
          title: 'Your plan',
          text: (
            <div className={styles.summary} data-testid="registration-plan">
              <p className={styles.plan}>{describePlan(plan)}</p>
              {ready ? (
                <p className={styles.total}>
                  <span className={styles.amount}>{formatPrice(pounds(ready.total_price))}</span>{' '}
                  {ready.discount
                    ? `for your first box, with ${ready.discount.code} (${formatPrice(pounds(ready.discount.amount))} off)`
                    : 'per week'}
                </p>
              ) : null}
              <button type="button" className={styles.change} onClick={onChangePlan}>
                Change plan
              </button>
            </div>
          ),
          points,
        }}
      >
        <RegistrationForm onJoining={onJoining} />
      </AuthLayout>
    </div>
  );
}
