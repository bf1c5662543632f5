import type { Address } from '@mealbox/contracts';
import { cx } from '@mealbox/web-kit';
import { DeliveryNotesLines } from './DeliveryNotesLines';
import styles from './AddressLines.module.css';

/**
 * A saved address as the customer knows it: the street in bold, town and county, then the postcode, and any safe
 * place and instructions for the courier. Spans only,
 * so it can sit inside a label (the checkout's address cards) as well as a list item (the account's).
 */
export function AddressLines({ address, className }: { address: Address; className?: string }) {
  return (
    <span className={cx(styles.lines, className)}>
      <span className={styles.line1}>{address.address}</span>
      <span>
        {address.city}, {address.county}
      </span>
      <span className={styles.postcode}>{address.postcode}</span>
      <DeliveryNotesLines address={address} className={styles.note} />
    </span>
  );
}
