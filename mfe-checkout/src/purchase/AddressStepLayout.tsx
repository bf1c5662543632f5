import { type PlanChoice } from '@mealbox/contracts/plan-choice';
import { useId, type ReactNode } from 'react';
import { PurchaseHeader, type MealSelection } from '@mealbox/web-kit';
import { OrderSummary } from './OrderSummary';
import styles from './AddressStepLayout.module.css';

interface AddressStepLayoutProps {
  title: string;
  lead: ReactNode;
  plan: PlanChoice;
  selection: MealSelection;
  /** The menu week the meals are from. */
  week: string;
  children: ReactNode;
  testId: string;
}

/** The frame of both address steps: the 'Address' step of the progress bar, the form, and the order beside it. */
export function AddressStepLayout({
  title,
  lead,
  plan,
  selection,
  week,
  children,
  testId,
}: AddressStepLayoutProps) {
  const titleId = useId();
  return (
    <div className={styles.page} data-testid={testId}>
      <PurchaseHeader step="address" eyebrow="Delivery details" title={title} titleId={titleId}>
        {lead}
      </PurchaseHeader>
      <div className={`mb-container ${styles.layout}`}>
        <div className={styles.main}>{children}</div>
        <div className={styles.aside}>
          <OrderSummary plan={plan} selection={selection} week={week} />
        </div>
      </div>
    </div>
  );
}
