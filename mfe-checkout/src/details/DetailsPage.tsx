import { type PlanChoice } from '@mealbox/contracts/plan-choice';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Navigate } from '@mealbox/web-kit/router';
import type { Customer } from '@mealbox/contracts';
import {
  LoadErrorAlert,
  LoadingState,
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
import { AddressStepLayout } from '../purchase/AddressStepLayout';
import { DayAndPlaceOrder } from '../purchase/DayAndPlaceOrder';
import { chosenDay } from '../purchase/delivery-days';
import { ErrorSummary } from '../purchase/ErrorSummary';
import { addAddress, fetchCustomer, fetchDeliveryDates, updatePhoneNumber } from '../purchase/purchase-api';
import { useAddressForm } from '../purchase/use-address-form';
import { usePlaceOrder } from '../purchase/use-place-order';
import { usePurchaseReady } from '../purchase/use-purchase-ready';
import styles from '../purchase/AddressForms.module.css';

/**
 * /join-now/details (spec section 2): the first order of a customer with no saved address. Phone number and
 * address, checked here for presence and by the server for form; then the delivery day. Continue saves the phone
 * number, adds the address and places the order, then the cart opens. A customer who has addresses already is
 * sent to pick one (/existing-details).
 */
export function DetailsPage() {
  const ready = usePurchaseReady();
  if (!ready.ready) return <Navigate to={ready.redirectTo} replace />;
  return (
    <DetailsStep
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

function DetailsStep({ plan, updatePlan, selection, week }: StepProps) {
  const customer = useAsync((signal) => fetchCustomer(signal), 'purchase-customer');
  if (customer.data && customer.data.address_details.length > 0) {
    return <Navigate to={PURCHASE_PATHS.existingDetails} replace />;
  }
  return (
    <AddressStepLayout
      testId="details-step"
      title="Where shall we deliver?"
      lead={<p>Your phone number and address, then the day you&rsquo;d like your first box.</p>}
      plan={plan}
      selection={selection}
      week={week}
    >
      {customer.data ? (
        <DetailsForm
          customer={customer.data}
          plan={plan}
          updatePlan={updatePlan}
          selection={selection}
          week={week}
        />
      ) : customer.status === 'error' ? (
        <LoadErrorAlert title="We couldn’t load your details" onRetry={customer.retry}>
          {describeError(customer.error)}
        </LoadErrorAlert>
      ) : (
        <div className={styles.loadingCard}>
          <LoadingState label="Loading your details…" />
        </div>
      )}
    </AddressStepLayout>
  );
}

function DetailsForm({ customer, plan, updatePlan, selection, week }: StepProps & { customer: Customer }) {
  const id = useId();
  const form = useAddressForm(
    () => ({ ...EMPTY_ADDRESS_FORM, phone_number: customer.phone_number ?? '' }),
    id,
  );
  const { values, showErrors } = form;
  const notes = useDeliveryNotes();
  const dates = useAsync((signal) => fetchDeliveryDates(signal), 'delivery-dates');
  const [dayChoice, setDayChoice] = useState<string | null>(null);
  const day = dates.data ? chosenDay(datesInWeek(dates.data.dates, week), dayChoice) : undefined;
  const order = usePlaceOrder(selection);
  // The phone number as last saved (as typed), so sending the form again does not save it again.
  const phoneSaved = useRef(customer.phone_number);

  const send = (withPlan: PlanChoice) => {
    const problems = validateAddressForm(values, { withPhone: true });
    if (errorFields(problems).length > 0) {
      order.clearProblem();
      showErrors(problems);
      return;
    }
    form.clearErrors();
    if (!notes.check()) return;
    if (!day) return;
    void order.place(
      customer.id,
      day,
      async () => {
        try {
          const phone = values.phone_number.trim();
          if (phone !== phoneSaved.current) {
            await updatePhoneNumber(phone);
            phoneSaved.current = phone;
          }
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

  return (
    <form
      className={styles.card}
      noValidate
      onSubmit={submit}
      aria-busy={order.pending}
      data-testid="details-form"
    >
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <section className={styles.section} aria-labelledby={`${id}-contact`}>
        <h2 id={`${id}-contact`} className={styles.sectionTitle}>
          <span className={styles.step} aria-hidden="true">
            1
          </span>
          Your phone number and address
        </h2>
        <p className={styles.sectionLead}>All fields are required, except the safe place and instructions.</p>
        <AddressFields values={values} errors={form.errors} onChange={form.change} withPhone idPrefix={id} />
        <DeliveryNotesFields
          values={notes.values}
          errors={notes.errors}
          onChange={notes.change}
          idPrefix={id}
        />
      </section>
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
