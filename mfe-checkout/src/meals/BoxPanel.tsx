import { useId, type RefObject } from 'react';
import type { Meal } from '@mealbox/contracts';
import { Alert, ArrowRightIcon, Button, MealImage, Spinner, cx } from '@mealbox/web-kit';
import { ConflictReason } from '../allergens/ConflictReason';
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
  /** Why a meal cannot be added for this customer (an allergen they leave out), or null. */
  conflictOf: (meal: Meal) => string | null;
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
  conflictOf,
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
            <ChosenMeal
              key={meal.id}
              meal={meal}
              quantity={quantity}
              canAdd={canAdd}
              conflict={conflictOf(meal)}
              onAdd={() => onAdd(meal.id)}
              onRemove={() => onRemove(meal.id)}
            />
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

interface ChosenMealProps {
  meal: Meal;
  quantity: number;
  canAdd: boolean;
  conflict: string | null;
  onAdd: () => void;
  onRemove: () => void;
}

/** A meal in the box, its quantity changeable; one the customer's allergens rule out can only be taken out. */
function ChosenMeal({ meal, quantity, canAdd, conflict, onAdd, onRemove }: ChosenMealProps) {
  const reasonId = useId();
  return (
    <li className={styles.item}>
      <MealImage src={meal.image} className={styles.thumb} />
      <div className={styles.name}>
        {meal.name}
        {conflict ? <ConflictReason id={reasonId} reason={conflict} className={styles.conflict} /> : null}
      </div>
      <QuantityStepper
        mealName={meal.name}
        quantity={quantity}
        canAdd={canAdd}
        addBlockedBy={conflict ? reasonId : undefined}
        onAdd={onAdd}
        onRemove={onRemove}
        size="sm"
      />
    </li>
  );
}
