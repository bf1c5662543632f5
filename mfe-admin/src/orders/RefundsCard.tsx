import { useState, type FormEvent } from 'react';
import type { Order } from '@mealbox/contracts';
import { GRANT_REASONS } from '@mealbox/contracts/credit';
import { refundDestinationWords } from '@mealbox/contracts/refunds';
import {
  Alert,
  Badge,
  Button,
  SelectField,
  TextAreaField,
  TextField,
  describeError,
  formatDateTime,
  formatPence,
  formatPrice,
  isApiError,
  pounds,
} from '@mealbox/web-kit';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ToggleFilter } from '../components/ToggleFilter';
import {
  EMPTY_REFUND,
  checkRefund,
  pickedRefund,
  refundChoices,
  type RefundField,
  type RefundForm,
} from './refund-form';
import { refundStatusWords, refundWhat } from './refund-labels';
import { refundPartOfOrder, type RefundBody } from './refunds-api';
import cardStyles from './DetailCard.module.css';
import styles from './RefundsCard.module.css';

const DESTINATIONS = [
  { value: 'card', label: 'To the card' },
  { value: 'credit', label: 'As account credit' },
] as const;

const STATUS_TONE = { requested: 'amber', refunded: 'green', failed: 'neutral' } as const;

/**
 * The order's refunds (each with what it was for, where it went and where it stands), what is left to refund,
 * and 'Refund part of this order': tick meals, extras or the delivery, or type an amount; to the card or as
 * account credit; confirm. The server keeps every refund within what was paid; this shows its answer.
 */
export function RefundsCard({ order, onOrder }: { order: Order; onOrder: (order: Order) => void }) {
  const [open, setOpen] = useState(false);
  const left = pounds(order.refundable_total);
  return (
    <section className={cardStyles.card} aria-labelledby="refunds-heading" data-testid="order-refunds">
      <div className={cardStyles.head}>
        <h2 id="refunds-heading" className={cardStyles.title}>
          Refunds
        </h2>
        <p className={styles.totals}>
          Refunded <strong>{formatPrice(pounds(order.refunded_total))}</strong> · Left to refund{' '}
          <strong data-testid="refundable-total">{formatPrice(left)}</strong>
        </p>
      </div>
      {order.refunds.length > 0 ? (
        <ul className={styles.refunds}>
          {order.refunds.map((refund) => (
            <li key={refund.id} className={styles.refund} data-testid="order-refund">
              <span className={styles.what}>
                <strong>{formatPrice(pounds(refund.amount))}</strong>{' '}
                {refundDestinationWords(refund.destination)}
                <span className={styles.detail}>
                  {refundWhat(refund)}
                  {refund.note ? ` · ${refund.note}` : ''} · {formatDateTime(refund.requested_at)}
                </span>
              </span>
              <Badge tone={STATUS_TONE[refund.status]}>{refundStatusWords(refund)}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className={cardStyles.note}>No refunds yet.</p>
      )}
      {order.payment_status === 'completed' && left > 0 ? (
        open ? (
          <RefundPartForm order={order} onOrder={onOrder} onClose={() => setOpen(false)} />
        ) : (
          <div className={cardStyles.actions}>
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
              Refund part of this order
            </Button>
          </div>
        )
      ) : null}
    </section>
  );
}

function RefundPartForm({
  order,
  onOrder,
  onClose,
}: {
  order: Order;
  onOrder: (order: Order) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<RefundForm>(EMPTY_REFUND);
  const [errors, setErrors] = useState<Partial<Record<RefundField, string>>>({});
  const [confirming, setConfirming] = useState<{ body: RefundBody; pence: number } | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per refund as typed: a retry after a lost answer refunds once; a changed form is another refund.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const choices = refundChoices(order);
  const ticked = pickedRefund(order, form.picks).pence;

  const change = (next: Partial<RefundForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setKey(crypto.randomUUID());
  };

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const check = checkRefund(order, form);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setConfirming({ body: check.body, pence: check.pence });
  }

  async function refund(body: RefundBody) {
    if (pending) return;
    setPending(true);
    try {
      onOrder(await refundPartOfOrder(order.id, body, key));
      setConfirming(null);
      onClose();
    } catch (refused) {
      setConfirming(null);
      setFailure(describeError(refused));
      if (isApiError(refused)) {
        const fields = refused.fieldErrors;
        setErrors({
          ...(fields.amount ? { amount: fields.amount.join(' ') } : {}),
          ...(fields.destination ? { destination: fields.destination.join(' ') } : {}),
          ...(fields.note ? { note: fields.note.join(' ') } : {}),
        });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={review}>
      <h3 className={styles.formTitle}>Refund part of this order</h3>
      {choices.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>What to refund</legend>
          {choices.map((choice) => (
            <label key={choice.key} className={styles.choice}>
              <span>{choice.label}</span>
              {choice.max === 1 ? (
                <input
                  type="checkbox"
                  checked={(form.picks[choice.key] ?? 0) > 0}
                  onChange={(event) =>
                    change({ picks: { ...form.picks, [choice.key]: event.target.checked ? 1 : 0 } })
                  }
                />
              ) : (
                <input
                  type="number"
                  className={`mb-input ${styles.quantity}`}
                  min={0}
                  max={choice.max}
                  value={form.picks[choice.key] ?? 0}
                  aria-label={`How many ${choice.label} (of ${choice.max})`}
                  onChange={(event) =>
                    change({ picks: { ...form.picks, [choice.key]: Number(event.target.value) || 0 } })
                  }
                />
              )}
            </label>
          ))}
          <p className={styles.sum}>Ticked: {formatPence(ticked)}</p>
        </fieldset>
      ) : null}
      <TextField
        label="Or an amount (£)"
        hint="Refunded instead of what is ticked."
        name="refund_amount"
        inputMode="decimal"
        value={form.amount}
        error={errors.amount}
        onChange={(event) => change({ amount: event.target.value })}
      />
      <ToggleFilter
        label="Where to"
        options={DESTINATIONS}
        value={form.destination}
        onChange={(destination) => change({ destination })}
      />
      {errors.destination ? <p className={styles.error}>{errors.destination}</p> : null}
      <SelectField
        label="Reason (optional)"
        name="refund_reason"
        placeholder="No reason given"
        options={GRANT_REASONS}
        value={form.reason}
        error={errors.reason}
        onChange={(event) => change({ reason: event.target.value })}
      />
      <TextAreaField
        label="Note (optional)"
        name="refund_note"
        rows={2}
        value={form.note}
        error={errors.note}
        onChange={(event) => change({ note: event.target.value })}
      />
      <div className={cardStyles.actions}>
        <Button type="submit" variant="danger" size="sm">
          Refund…
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
      {failure ? (
        <Alert tone="error" title="The refund was not made">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Refund part of this order?"
        question={
          confirming
            ? `Refund ${formatPence(confirming.pence)} ${refundDestinationWords(confirming.body.destination)}?`
            : ''
        }
        confirmLabel="Refund"
        confirmVariant="danger"
        pending={pending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void refund(confirming.body);
        }}
      >
        <p>
          {confirming?.body.destination === 'card'
            ? 'The money goes back to the card the order was paid with. This cannot be undone.'
            : 'The credit is added to the customer’s account at once and comes off their next box.'}{' '}
          The customer is emailed.
        </p>
      </ConfirmDialog>
    </form>
  );
}
