import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Configuration } from '@mealbox/contracts';
import {
  Alert,
  Button,
  LoadErrorAlert,
  LoadingState,
  Spinner,
  TextField,
  TruckIcon,
  describeError,
  useAsync,
} from '@mealbox/web-kit';
import { fetchConfiguration, updateDeliveryPrice } from './configuration-api';
import { DELIVERY_SAVED_MESSAGE_MS, checkDeliveryPrice, deliveryLabel } from './delivery-price';
import { penceToDecimal } from './price-input';
import styles from './DeliveryPriceCard.module.css';

/** The delivery price every box is charged (spec: Configuration, delivery price field). */
export function DeliveryPriceCard() {
  const headingId = useId();
  const loaded = useAsync(fetchConfiguration, 'configuration');
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <span className={styles.icon}>
          <TruckIcon size={22} />
        </span>
        <div>
          <h2 id={headingId} className={styles.title}>
            Delivery price
          </h2>
          <p className={styles.lead}>
            Added to every box at checkout. Set 0.00 for free delivery, which customers see as
            &lsquo;Free&rsquo;.
          </p>
        </div>
      </div>
      {loaded.status === 'error' ? (
        <LoadErrorAlert title="Failed to load configuration" onRetry={loaded.retry}>
          <p>{describeError(loaded.error)}</p>
        </LoadErrorAlert>
      ) : loaded.data ? (
        <DeliveryPriceForm initial={loaded.data} />
      ) : (
        <LoadingState label="Loading the delivery price…" />
      )}
    </section>
  );
}

function DeliveryPriceForm({ initial }: { initial: Configuration }) {
  const [saved, setSaved] = useState(initial);
  const [text, setText] = useState(initial.delivery_price);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const [pending, setPending] = useState(false);

  // Spec section 8: the success message goes after 3 seconds (and at once when the form is used again).
  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => setSuccess(false), DELIVERY_SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSuccess(false);
    setFailure(null);
    const check = checkDeliveryPrice(text);
    if (!check.ok) {
      setError(check.error);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const stored = await updateDeliveryPrice(penceToDecimal(check.pence));
      setSaved(stored);
      setText(stored.delivery_price);
      setSuccess(true);
    } catch (refused) {
      setFailure(describeError(refused));
      const messages = (refused as { fieldErrors?: Record<string, readonly string[]> }).fieldErrors
        ?.delivery_price;
      if (messages && messages.length > 0) setError(messages.join(' '));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.current}>
        Current delivery price:{' '}
        <strong data-testid="delivery-current">{deliveryLabel(saved.delivery_price)}</strong>
      </p>
      <div className={styles.row}>
        <TextField
          className={styles.field}
          label="Delivery price per box (£)"
          name="delivery_price"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setSuccess(false);
          }}
        />
        <Button type="submit" variant="primary" aria-disabled={pending} className={styles.save}>
          {pending ? <Spinner size="sm" /> : null}
          Save delivery price
        </Button>
      </div>
      {success ? <Alert tone="success" title="Delivery price updated successfully!" /> : null}
      {failure ? (
        <Alert tone="error" title="Failed to update delivery price">
          <p>{failure}</p>
        </Alert>
      ) : null}
    </form>
  );
}
