import { useState, type FormEvent } from 'react';
import type { CreditAccount, Order } from '@mealbox/contracts';
import { GRANT_REASONS } from '@mealbox/contracts/credit';
import {
  Alert,
  Button,
  SelectField,
  Spinner,
  TextAreaField,
  TextField,
  describeError,
  formatDateTime,
  formatPrice,
  formatSignedPrice,
  isApiError,
  pounds,
  useAsync,
} from '@mealbox/web-kit';
import { fetchCustomerCredit, grantOrderCredit } from './credit-api';
import {
  EMPTY_GRANT,
  checkCreditGrant,
  type CreditGrantField,
  type CreditGrantForm,
} from './credit-grant-form';
import cardStyles from './DetailCard.module.css';
import styles from './AccountCreditCard.module.css';

/** How many of the customer's latest entries the card lists. */
const RECENT = 5;

/**
 * The order's customer's account credit: the balance, the latest entries, and 'Grant credit' (a damaged meal, a
 * missing item, a late box, goodwill), which comes off their next box or order by itself.
 */
export function AccountCreditCard({ order }: { order: Order }) {
  // Read again after each refund of the order (one as credit adds to the balance).
  const key = `${order.customer}:${order.refunds.length}`;
  const loaded = useAsync((signal) => fetchCustomerCredit(order.customer, signal), key);
  // A grant's own answer is the customer's credit with it: shown until the next read.
  const [granted, setGranted] = useState<{ key: string; account: CreditAccount } | null>(null);
  const account = granted?.key === key ? granted.account : loaded.data;
  return (
    <section className={cardStyles.card} aria-labelledby="credit-heading" data-testid="account-credit">
      <div className={cardStyles.head}>
        <h2 id="credit-heading" className={cardStyles.title}>
          Account credit
        </h2>
        <strong data-testid="credit-balance">
          {account ? formatPrice(pounds(account.balance)) : loaded.status === 'error' ? '' : 'Loading…'}
        </strong>
      </div>
      {loaded.status === 'error' && !account ? (
        <p className={cardStyles.note}>The customer&rsquo;s credit could not be loaded.</p>
      ) : null}
      {account && account.entries.length > 0 ? (
        <ul className={styles.entries}>
          {account.entries.slice(0, RECENT).map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <span>
                {entry.reason_label}
                {entry.note ? <span className={styles.noteText}> &ndash; {entry.note}</span> : null}
                <span className={styles.when}>{formatDateTime(entry.at)}</span>
              </span>
              <span className={styles.amount}>{formatSignedPrice(entry.amount)}</span>
            </li>
          ))}
        </ul>
      ) : account ? (
        <p className={cardStyles.note}>No credit yet.</p>
      ) : null}
      <GrantCreditForm orderId={order.id} onGranted={(answer) => setGranted({ key, account: answer })} />
    </section>
  );
}

function GrantCreditForm({
  orderId,
  onGranted,
}: {
  orderId: string;
  onGranted: (account: CreditAccount) => void;
}) {
  const [form, setForm] = useState<CreditGrantForm>(EMPTY_GRANT);
  const [errors, setErrors] = useState<Partial<Record<CreditGrantField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // One key per grant as typed: a retry after a lost answer grants once; a changed form is another grant.
  const [key, setKey] = useState(() => crypto.randomUUID());

  const change = (field: CreditGrantField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setKey(crypto.randomUUID());
    setDone(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    setDone(null);
    const check = checkCreditGrant(form);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      onGranted(await grantOrderCredit(orderId, check.body, key));
      setDone(`${formatPrice(check.pence / 100)} credit granted. The customer is emailed.`);
      setForm(EMPTY_GRANT);
      setKey(crypto.randomUUID());
    } catch (refused) {
      setFailure(describeError(refused));
      if (isApiError(refused)) {
        const fields = refused.fieldErrors;
        setErrors({
          amount: fields.amount?.join(' '),
          reason: fields.reason?.join(' '),
          note: fields.note?.join(' '),
        });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <h3 className={styles.formTitle}>Grant credit</h3>
      <div className={styles.row}>
        <TextField
          label="Amount (£)"
          name="credit_amount"
          inputMode="decimal"
          value={form.amount}
          error={errors.amount}
          onChange={(event) => change('amount', event.target.value)}
        />
        <SelectField
          label="Reason"
          name="credit_reason"
          placeholder="Choose a reason"
          options={GRANT_REASONS}
          value={form.reason}
          error={errors.reason}
          onChange={(event) => change('reason', event.target.value)}
        />
      </div>
      <TextAreaField
        label="Note (optional)"
        name="credit_note"
        rows={2}
        value={form.note}
        error={errors.note}
        onChange={(event) => change('note', event.target.value)}
      />
      <div className={cardStyles.actions}>
        <Button type="submit" variant="primary" size="sm" aria-disabled={pending}>
          {pending ? <Spinner size="sm" /> : null}
          Grant credit
        </Button>
      </div>
      <p className={styles.done} role="status">
        {done}
      </p>
      {failure ? (
        <Alert tone="error" title="The credit was not granted">
          <p>{failure}</p>
        </Alert>
      ) : null}
    </form>
  );
}
