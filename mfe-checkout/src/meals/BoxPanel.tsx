import { useId, type RefObject } from 'react';
import type { Meal } from '@mealbox/contracts';
import { Alert, ArrowRightIcon, Button, MealImage, Spinner, cx } from '@mealbox/web-kit';
import type { SelectionStatus } from './meal-selection';
import { QuantityStepper } from './QuantityStepper';
import styles from './BoxPanel.module.css';

export interface NextState {
  pending: boolean;
  /** Why going on failed (the customer's details could not be loaded). */
  error: string | null;
}

interface BoxPanelProps {
  chosen: Array<{ meal: Meal; quantity: number }>;
  status: SelectionStatus;
  limit: number;
  canAdd: boolean;
  onAdd: (mealId: string) => void;
  onRemove: (mealId: string) => void;
  onNext: () => void;
  next: NextState;
  /** Why the kept box changed, if it did. */
  notice: string | null;
  panelRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * 'Your box': how full it is (the spec's status text), the meals in it with their quantities, and Next, which
 * goes on only when the box holds exactly the plan's number (spec section 5).
 */
export function BoxPanel({
  chosen,
  status,
  limit,
  canAdd,
  onAdd,
  onRemove,
  onNext,
  next,
  notice,
  panelRef,
  className,
}: BoxPanelProps) {
  const titleId = useId();
  const statusId = useId();
  const ready = status.complete && !next.pending;
  return (
    <section
      ref={panelRef}
      className={cx(styles.panel, className)}
      aria-labelledby={titleId}
      data-testid="box-panel"
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Your box
        </h2>
        <p className={styles.count}>
          <strong data-testid="box-count">{status.chosen}</strong> of {limit} meals
        </p>
      </div>
      <div
        className={styles.meter}
        role="progressbar"
        aria-label="Meals chosen"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={status.chosen}
        aria-valuetext={`${status.chosen} of ${limit} meals chosen`}
      >
        <span
          className={styles.meterFill}
          style={{ width: `${Math.min(100, (status.chosen / limit) * 100)}%` }}
        />
      </div>
      <p
        id={statusId}
        className={cx(styles.status, status.complete && styles.complete)}
        role="status"
        data-testid="selection-status"
      >
        {status.text}
      </p>
      {notice ? (
        <Alert tone="warning" title="We updated your box" className={styles.notice}>
          <p>{notice}</p>
        </Alert>
      ) : null}
      {chosen.length > 0 ? (
        <ul className={styles.list} aria-label="Meals in your box">
          {chosen.map(({ meal, quantity }) => (
            <li key={meal.id} className={styles.item}>
              <MealImage src={meal.image} className={styles.thumb} />
              <span className={styles.name}>{meal.name}</span>
              <QuantityStepper
                mealName={meal.name}
                quantity={quantity}
                canAdd={canAdd}
                onAdd={() => onAdd(meal.id)}
                onRemove={() => onRemove(meal.id)}
                size="sm"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>Your box is empty. Add meals with the + buttons.</p>
      )}
      {next.error ? (
        <Alert tone="error" title="We couldn’t go on just now" className={styles.notice}>
          <p>{next.error}</p>
        </Alert>
      ) : null}
      <Button
        variant="accent"
        size="lg"
        fullWidth
        aria-disabled={!ready}
        aria-describedby={statusId}
        iconEnd={next.pending ? undefined : <ArrowRightIcon size={20} />}
        onClick={() => {
          if (ready) onNext();
        }}
        data-testid="meals-next"
      >
        {next.pending ? (
          <>
            <Spinner size="sm" /> Next
          </>
        ) : (
          'Next'
        )}
      </Button>
      <p className={styles.hint}>Next, your delivery address and day.</p>
    </section>
  );
}
