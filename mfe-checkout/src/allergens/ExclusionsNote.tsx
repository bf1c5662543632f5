import type { AllergenExclusions } from '@mealbox/contracts/food';
import { Link } from '@mealbox/web-kit/router';
import { ShieldIcon, cx } from '@mealbox/web-kit';
import { ACCOUNT_ALLERGENS_PATH } from '../checkout-paths';
import { exclusionsWords } from './exclusion-words';
import styles from './ExclusionsNote.module.css';

/**
 * The meal picker's note, above the menu, for a customer who leaves allergens out: which, that meals with them
 * cannot be added, and the way to change them. Nothing for a customer who leaves nothing out.
 */
export function ExclusionsNote({
  exclusions,
  className,
  onFollow,
}: {
  exclusions: AllergenExclusions | undefined;
  className?: string;
  /** Called as the link is followed (a dialog over the account closes itself, to show the card). */
  onFollow?: () => void;
}) {
  if (!exclusions || exclusions.allergens.length === 0) return null;
  return (
    <div className={cx(styles.note, className)} data-testid="exclusions-note">
      <ShieldIcon size={22} className={styles.icon} />
      <p>
        <strong>This menu respects your allergens.</strong> {exclusionsWords(exclusions)} Those meals
        can&rsquo;t be added to your box.{' '}
        <Link to={ACCOUNT_ALLERGENS_PATH} onClick={onFollow}>
          Change your allergens
        </Link>
      </p>
    </div>
  );
}
