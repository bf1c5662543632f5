import type { Order } from '@mealbox/contracts';
import { safePlaceLabel } from '@mealbox/contracts/delivery-notes';
import { useAsync } from '@mealbox/web-kit';
import { fetchCustomer } from './orders-api';
import { ukPhoneLabel } from './phone-label';
import styles from './DetailCard.module.css';

/**
 * Who ordered and where it goes. Name and email are the order's own; the phone number is the customer's
 * (GET /api/customers/{id}/), so the courier gets the number they keep up to date. The safe place and
 * instructions are the order's copy: the customer's edits reach it until the box's cut-off.
 */
export function CustomerCard({ order }: { order: Order }) {
  const customer = useAsync((signal) => fetchCustomer(order.customer, signal), order.customer);
  const number = customer.data?.phone_number;
  const phone =
    customer.status === 'loading' ? (
      'Loading…'
    ) : customer.status === 'error' ? (
      'Could not be loaded'
    ) : number ? (
      <a href={`tel:${number}`}>{ukPhoneLabel(number)}</a>
    ) : (
      'Not given'
    );
  const address = order.delivery_address;
  return (
    <section className={styles.card} aria-labelledby="customer-heading" data-testid="order-customer">
      <h2 id="customer-heading" className={styles.title}>
        Customer
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Name</dt>
          <dd>{order.customer_name || 'No name given'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${order.customer_email}`}>{order.customer_email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd data-testid="customer-phone">{phone}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            <address className={styles.address}>
              {address.address}
              <br />
              {address.city}, {address.county}
              <br />
              {address.postcode}
            </address>
            <span data-testid="order-safe-place">Safe place: {safePlaceLabel(address.safe_place)}</span>
            <br />
            <span data-testid="order-delivery-instructions">
              Instructions: {address.delivery_instructions || 'none given'}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
