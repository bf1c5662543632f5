import { cx } from '@mealbox/web-kit';
import styles from './QuantityStepper.module.css';

interface QuantityStepperProps {
  mealName: string;
  quantity: number;
  /** The box has room for one more. */
  canAdd: boolean;
  onAdd: () => void;
  onRemove: () => void;
  /**
   * The id of the words saying why this meal cannot be added for this customer (an allergen they leave out):
   * plus is then unavailable whatever room is left, and reads the reason out with its name.
   */
  addBlockedBy?: string;
  size?: 'md' | 'sm';
  className?: string;
}

/**
 * How many of a meal are in the box: minus, the number, plus (spec section 5: plus off at the plan's limit, minus
 * off at zero). The buttons are marked unavailable with aria-disabled rather than disabled, so a keyboard user
 * who reaches the limit keeps their place on the button; a press then does nothing.
 */
export function QuantityStepper({
  mealName,
  quantity,
  canAdd,
  onAdd,
  onRemove,
  addBlockedBy,
  size = 'md',
  className,
}: QuantityStepperProps) {
  const minusOff = quantity === 0;
  const plusOff = !canAdd || addBlockedBy !== undefined;
  return (
    <div
      className={cx(styles.stepper, styles[size], quantity > 0 && styles.active, className)}
      role="group"
      aria-label={`${mealName}: how many`}
      data-testid="quantity-stepper"
    >
      <button
        type="button"
        className={styles.button}
        aria-label={`Remove one ${mealName}`}
        aria-disabled={minusOff}
        data-testid="quantity-minus"
        onClick={() => {
          if (!minusOff) onRemove();
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <span className={styles.count} data-testid="quantity">
        <span className="mb-visually-hidden">{quantity === 1 ? 'portion' : 'portions'} in your box: </span>
        {quantity}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-label={`Add one ${mealName}`}
        aria-disabled={plusOff}
        aria-describedby={addBlockedBy}
        data-testid="quantity-plus"
        onClick={() => {
          if (!plusOff) onAdd();
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
