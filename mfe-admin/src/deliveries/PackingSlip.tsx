import type { Order } from '@mealbox/contracts';
import { safePlaceLabel } from '@mealbox/contracts/delivery-notes';
import { orderReference } from '@mealbox/contracts/order-reference';
import { Link } from '@mealbox/web-kit/router';
import { OrderStatusBadge, PaymentStatusBadge } from '../orders/OrderBadges';
import { orderDetailPath } from '../orders/order-link';
import { boxContents } from './box-contents';
import styles from './DeliveriesPage.module.css';

interface PackingSlipProps {
  box: Order;
  selected: boolean;
  /** Null when the box cannot be chosen (only ready boxes are sent out). */
  onSelect: ((selected: boolean) => void) | null;
}

/**
 * One box of the day as the packer and the driver need it: who, where (with the customer's safe place and
 * instructions), what goes in, and where it stands.
 */
export function PackingSlip({ box, selected, onSelect }: PackingSlipProps) {
  const reference = orderReference(box.id);
  const contents = boxContents(box);
  const address = box.delivery_address;
  return (
    <li className={styles.slip} data-testid="packing-slip" data-order-id={box.id}>
      <div className={styles.slipHead}>
        {onSelect ? (
          <input
            type="checkbox"
            className={styles.choose}
            checked={selected}
            aria-label={`Choose ${reference}`}
            onChange={(event) => onSelect(event.target.checked)}
          />
        ) : null}
        <h2 className={styles.reference}>
          <Link to={orderDetailPath(box.id)}>{reference}</Link>
        </h2>
        <span className={styles.badges}>
          <OrderStatusBadge status={box.order_status} />
          {box.payment_status === 'completed' ? null : <PaymentStatusBadge status={box.payment_status} />}
        </span>
      </div>
      <div className={styles.slipBody}>
        <div>
          <p className={styles.customer}>{box.customer_name || box.customer_email}</p>
          <address className={styles.address}>
            {address.address}
            <br />
            {[address.city, address.county].filter(Boolean).join(', ')}
            <br />
            <strong>{address.postcode}</strong>
          </address>
          {address.safe_place || address.delivery_instructions ? (
            <p className={styles.notes} data-testid="slip-notes">
              {address.safe_place ? (
                <>
                  <strong>Safe place:</strong> {safePlaceLabel(address.safe_place)}
                  <br />
                </>
              ) : null}
              {address.delivery_instructions ? (
                <>
                  <strong>Instructions:</strong> {address.delivery_instructions}
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <div>
          <h3 className={styles.listTitle}>Meals</h3>
          <ul className={styles.lines}>
            {contents.meals.map((line) => (
              <li key={line.name}>
                <span className={styles.quantity}>{line.quantity} ×</span> {line.name}
              </li>
            ))}
            {contents.mealsToChoose > 0 ? (
              <li className={styles.toChoose}>
                <span className={styles.quantity}>{contents.mealsToChoose} ×</span> chosen by us from the
                week’s menu
              </li>
            ) : null}
          </ul>
          {contents.extras.length > 0 ? (
            <>
              <h3 className={styles.listTitle}>Extras</h3>
              <ul className={styles.lines}>
                {contents.extras.map((line) => (
                  <li key={line.name}>
                    <span className={styles.quantity}>{line.quantity} ×</span> {line.name}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}
