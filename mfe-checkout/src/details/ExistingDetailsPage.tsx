import { type PlanChoice } from '@mealbox/contracts/plan-choice';
import { useId, useState, type FormEvent } from 'react';
import { Navigate } from '@mealbox/web-kit/router';
import type { Address, Customer } from '@mealbox/contracts';
import {
  HomeIcon,
  LoadErrorAlert,
  LoadingState,
  cx,
  describeError,
  datesInWeek,
  useAsync,
  type MealSelection,
} from '@mealbox/web-kit';
import { PURCHASE_PATHS } from '../checkout-paths';
import { AddressFields } from '../purchase/AddressFields';
import { DeliveryNotesFields } from '../purchase/DeliveryNotesFields';
import { useDeliveryNotes } from '../purchase/use-delivery-notes';
import {
  EMPTY_ADDRESS_FORM,
  addressRequest,
  errorFields,
  serverFieldErrors,
  validateAddressForm,
} from '../purchase/address-form';
import { AddressLines } from '../purchase/AddressLines';
import { AddressStepLayout } from '../purchase/AddressStepLayout';
import { DayAndPlaceOrder } from '../purchase/DayAndPlaceOrder';
import { chosenDay } from '../purchase/delivery-days';
import { ErrorSummary } from '../purchase/ErrorSummary';
import { addAddress, fetchCustomer, fetchDeliveryDates } from '../purchase/purchase-api';
import { useAddressForm } from '../purchase/use-address-form';
import { usePlaceOrder } from '../purchase/use-place-order';
import { usePurchaseReady } from '../purchase/use-purchase-ready';
import forms from '../purchase/AddressForms.module.css';
import panel from '../purchase/AddressPanel.module.css';
import styles from './ExistingDetailsPage.module.css';

/** The address chosen: a saved one (by id), or 'add new' (spec section 4: choosing one deselects the other). */
type AddressChoice = { kind: 'saved'; id: string } | { kind: 'new' };

/**
 * /existing-details (spec section 2): a customer with saved addresses picks one as a card, or adds a new one;
 * then the delivery day. Continue places the order (adding the new address first) and the cart opens. A customer
 * with no saved address is sent to the first-time form (/join-now/details).
 */
export function ExistingDetailsPage() {
  const ready = usePurchaseReady();
  if (!ready.ready) return <Navigate to={ready.redirectTo} replace />;
  return (
    <ExistingDetailsStep
      plan={ready.plan}
      updatePlan={ready.updatePlan}
      selection={ready.selection}
      week={ready.week}
    />
  );
}

interface StepProps {
  plan: PlanChoice;
  updatePlan: (change: Partial<PlanChoice>) => void;
  selection: MealSelection;
  /** The menu week the meals are from: only its days are offered. */
  week: string;
}

function ExistingDetailsStep({ plan, updatePlan, selection, week }: StepProps) {
  const customer = useAsync((signal) => fetchCustomer(signal), 'purchase-customer');
  if (customer.data && customer.data.address_details.length === 0) {
    return <Navigate to={PURCHASE_PATHS.details} replace />;
  }
  return (
    <AddressStepLayout
      testId="existing-details-step"
      title="Where shall we deliver?"
      lead={<p>Choose one of your addresses, or add a new one, then the day you&rsquo;d like your box.</p>}
      plan={plan}
      selection={selection}
      week={week}
    >
      {customer.data ? (
        <ExistingDetailsForm
          customer={customer.data}
          plan={plan}
          updatePlan={updatePlan}
          selection={selection}
          week={week}
        />
      ) : customer.status === 'error' ? (
        <LoadErrorAlert title="We couldn’t load your addresses" onRetry={customer.retry}>
          {describeError(customer.error)}
        </LoadErrorAlert>
      ) : (
        <div className={forms.loadingCard}>
          <LoadingState label="Loading your addresses…" />
        </div>
      )}
    </AddressStepLayout>
  );
}

function ExistingDetailsForm({
  customer,
  plan,
  updatePlan,
  selection,
  week,
}: StepProps & { customer: Customer }) {
  const id = useId();
  const addresses = customer.address_details;
  // The customer's default address is chosen to start with (the first added, until they choose another).
  const [choice, setChoice] = useState<AddressChoice>(() => {
    const preferred = addresses.find((address) => address.id === customer.default_address_id) ?? addresses[0];
    return preferred ? { kind: 'saved', id: preferred.id } : { kind: 'new' };
  });
  const form = useAddressForm(() => EMPTY_ADDRESS_FORM, id);
  const { values, showErrors } = form;
  const notes = useDeliveryNotes();
  const dates = useAsync((signal) => fetchDeliveryDates(signal), 'delivery-dates');
  const [dayChoice, setDayChoice] = useState<string | null>(null);
  const day = dates.data ? chosenDay(datesInWeek(dates.data.dates, week), dayChoice) : undefined;
  const order = usePlaceOrder(selection);

  const send = (withPlan: PlanChoice) => {
    if (choice.kind === 'new') {
      const problems = validateAddressForm(values, { withPhone: false });
      if (errorFields(problems).length > 0) {
        order.clearProblem();
        showErrors(problems);
        return;
      }
    }
    form.clearErrors();
    if (choice.kind === 'new' && !notes.check()) return;
    if (!day) return;
    void order.place(
      customer.id,
      day,
      async () => {
        if (choice.kind === 'saved') return choice.id;
        try {
          return (await addAddress({ ...addressRequest(values), ...notes.request() })).id;
        } catch (error) {
          if (notes.showServerErrors(error)) return null;
          const fieldErrors = serverFieldErrors(error);
          if (!fieldErrors) throw error;
          showErrors(fieldErrors);
          return null;
        }
      },
      withPlan,
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(plan);
  };

  // A saved address has nothing to check: the problems listed are the new address's fields'.
  const summary = choice.kind === 'new' ? form.summary : [];

  return (
    <form
      className={forms.card}
      noValidate
      onSubmit={submit}
      aria-busy={order.pending}
      data-testid="existing-details-form"
    >
      <ErrorSummary errors={summary} attempt={form.attempt} />
      <fieldset className={cx(forms.section, styles.fieldset)} data-testid="address-choices">
        <legend className={forms.sectionTitle}>
          <span className={forms.step} aria-hidden="true">
            1
          </span>
          Delivery address
        </legend>
        <div className={styles.cards}>
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              checked={choice.kind === 'saved' && choice.id === address.id}
              onChoose={() => setChoice({ kind: 'saved', id: address.id })}
            />
          ))}
          <label className={cx(styles.card, styles.addNew, choice.kind === 'new' && styles.checked)}>
            <input
              type="radio"
              className={styles.radio}
              name="delivery_address"
              value="new"
              checked={choice.kind === 'new'}
              onChange={() => setChoice({ kind: 'new' })}
            />
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            <span className={styles.addNewText}>Add a new address</span>
          </label>
        </div>
        {choice.kind === 'new' ? (
          <div className={cx(panel.panel, styles.newAddress)}>
            <AddressFields
              values={values}
              errors={form.errors}
              onChange={form.change}
              withPhone={false}
              idPrefix={id}
            />
            <DeliveryNotesFields
              values={notes.values}
              errors={notes.errors}
              onChange={notes.change}
              idPrefix={id}
            />
          </div>
        ) : null}
      </fieldset>
      <DayAndPlaceOrder
        id={id}
        dates={dates}
        day={day}
        onDayChange={setDayChoice}
        week={week}
        order={order}
        plan={plan}
        updatePlan={updatePlan}
        send={send}
      />
    </form>
  );
}

function AddressCard({
  address,
  checked,
  onChoose,
}: {
  address: Address;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className={cx(styles.card, checked && styles.checked)} data-testid="address-card">
      <input
        type="radio"
        className={styles.radio}
        name="delivery_address"
        value={address.id}
        checked={checked}
        onChange={onChoose}
      />
      <span className={styles.icon} aria-hidden="true">
        <HomeIcon size={20} />
      </span>
      <AddressLines address={address} className={styles.lines} />
    </label>
  );
}
