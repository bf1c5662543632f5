import { useId, useRef, useState } from 'react';
import type { DeliveryDates, Order } from '@mealbox/contracts';
import {
  Button,
  CalendarIcon,
  ClockIcon,
  HomeIcon,
  LoadErrorAlert,
  Spinner,
  TruckIcon,
  deliveryClaim,
  describeError,
  useAsync,
  type AsyncResult,
} from '@mealbox/web-kit';
import { DeliveryDatePicker } from '../purchase/DeliveryDatePicker';
import { DeliveryNotesLines } from '../purchase/DeliveryNotesLines';
import { daysForTheMeals } from './days-for-the-meals';
import { dayParts } from '../purchase/delivery-days';
import { fetchDeliveryDates, updateOrder } from '../purchase/purchase-api';
import { deliveryDateProblem, toPence } from './cart-logic';
import card from './Card.module.css';
import styles from './DeliveryCard.module.css';

interface DeliveryCardProps {
  order: Order;
  onChanged: (order: Order) => void;
  /** The day can still change (unpaid, not yet being prepared, and not a subscription box past its cut-off). */
  editable: boolean;
  /** Why the day stays as it is, said beside it (a subscription box past its cut-off). */
  fixed?: string | undefined;
}

/** Where and when the box arrives; the day can be changed to any offered day (PATCH delivery_date). */
export function DeliveryCard({ order, onChanged, editable, fixed }: DeliveryCardProps) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const day = dayParts(order.delivery_date);
  const address = order.delivery_address;
  return (
    <section className={card.card} aria-labelledby={titleId} data-testid="delivery-card">
      <div className={card.head}>
        <h2 id={titleId} className={card.title}>
          <span className={card.iconTile} aria-hidden="true">
            <TruckIcon size={22} />
          </span>
          Delivery
        </h2>
        {/* This order's own delivery fee (the price it was placed at), not today's configuration. */}
        <p className={card.meta}>{deliveryClaim(toPence(order.price.delivery_fee))} across most of the UK</p>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <CalendarIcon size={18} /> Delivery day
          </dt>
          <dd data-testid="delivery-date">
            <time dateTime={order.delivery_date}>{day?.label ?? order.delivery_date}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <HomeIcon size={18} /> Address
          </dt>
          <dd className={styles.address} data-testid="delivery-address">
            <span>{address.address}</span>
            <span>
              {address.city}, {address.county}
            </span>
            <span className={styles.postcode}>{address.postcode}</span>
            <DeliveryNotesLines address={address} />
          </dd>
        </div>
      </dl>
      {fixed ? (
        <p className={styles.fixed} data-testid="delivery-fixed">
          <ClockIcon size={16} className={styles.fixedIcon} />
          <span>{fixed}</span>
        </p>
      ) : null}
      <p className={styles.saved} role="status">
        {saved}
      </p>
      {editable && !editing ? (
        <Button
          ref={changeRef}
          variant="secondary"
          size="sm"
          icon={<CalendarIcon size={16} />}
          onClick={() => {
            setSaved(null);
            setEditing(true);
          }}
        >
          Change day
        </Button>
      ) : null}
      {editable && editing ? (
        <DayChanger
          order={order}
          onDone={(changed) => {
            setEditing(false);
            if (changed) {
              onChanged(changed);
              setSaved(
                `Delivery day changed to ${dayParts(changed.delivery_date)?.label ?? changed.delivery_date}.`,
              );
            }
            requestAnimationFrame(() => changeRef.current?.focus());
          }}
        />
      ) : null}
    </section>
  );
}

function DayChanger({ order, onDone }: { order: Order; onDone: (changed: Order | null) => void }) {
  const dates = useAsync((signal) => fetchDeliveryDates(signal), 'delivery-dates');
  const [choice, setChoice] = useState(order.delivery_date);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const save = async () => {
    if (saving) return;
    if (choice === order.delivery_date) {
      onDone(null);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      onDone(await updateOrder(order.id, { delivery_date: choice }));
    } catch (failure) {
      setError(deliveryDateProblem(failure));
      setSaving(false);
    }
  };

  return (
    <div className={styles.changer} data-testid="day-changer">
      <DayOptions dates={dates} items={order.items} value={choice} onChange={setChoice} error={error} />
      <div className={styles.actions}>
        <Button variant="primary" size="sm" aria-disabled={saving || !dates.data} onClick={() => void save()}>
          {saving ? (
            <>
              <Spinner size="sm" /> Saving…
            </>
          ) : (
            'Save day'
          )}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function DayOptions({
  dates,
  items,
  value,
  onChange,
  error,
}: {
  dates: AsyncResult<DeliveryDates>;
  items: Order['items'];
  value: string;
  onChange: (date: string) => void;
  error: string | undefined;
}) {
  if (!dates.data) {
    if (dates.status === 'error') {
      return (
        <LoadErrorAlert title="We couldn’t load the delivery days" onRetry={dates.retry}>
          {describeError(dates.error)}
        </LoadErrorAlert>
      );
    }
    return <Spinner />;
  }
  const offered = daysForTheMeals(dates.data.dates, items);
  return (
    <>
      {offered.length < dates.data.dates.length ? (
        <p className={styles.note}>
          Some of your meals are not on every week’s menu, so only the days they can come are shown.
        </p>
      ) : null}
      <DeliveryDatePicker
        name="cart_delivery_date"
        legend="Choose a new delivery day"
        dates={offered}
        earliest={dates.data.dates[0]}
        value={value}
        onChange={onChange}
        error={error}
      />
    </>
  );
}
