import { AlertIcon, cx } from '@mealbox/web-kit';
import styles from './ConflictReason.module.css';

/**
 * Why a meal's add button is off for this customer ('Contains peanuts, which you leave out'), visible beside it
 * and tied to it by `id` (aria-describedby), so a screen reader hears it with 'Add one ...'.
 */
export function ConflictReason({
  id,
  reason,
  className,
}: {
  id: string;
  reason: string;
  className?: string;
}) {
  return (
    <p id={id} className={cx(styles.reason, className)} data-testid="meal-conflict">
      <AlertIcon size={16} className={styles.icon} />
      <span>{reason}</span>
    </p>
  );
}
