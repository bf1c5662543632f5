import { type PlanChoice } from '@mealbox/contracts/plan-choice';
import type { DeliveryDates } from '@mealbox/contracts';
import { ArrowRightIcon, Button, ShieldIcon, Spinner, type AsyncResult } from '@mealbox/web-kit';
import { DeliveryDaySection } from './DeliveryDaySection';
import { OrderProblemAlert } from './OrderProblemAlert';
import type { PlaceOrder } from './use-place-order';
import styles from './AddressForms.module.css';

interface DayAndPlaceOrderProps {
  /** The form's id prefix, for the section's heading. */
  id: string;
  dates: AsyncResult<DeliveryDates>;
  day: string | undefined;
  onDayChange: (date: string) => void;
  /** The menu week the meals are from: only its days are offered. */
  week: string;
  order: PlaceOrder;
  plan: PlanChoice;
  updatePlan: (change: Partial<PlanChoice>) => void;
  /** Places the order with this plan (the page's own submit, after its address part is settled). */
  send: (plan: PlanChoice) => void;
}

/**
 * The end of both address steps (/join-now/details and /existing-details): step 2, the delivery day, then the
 * order's problem if the last attempt had one (a refused date shows beside the days instead) and the submit button,
 * 'Placing your order…' while it works.
 */
export function DayAndPlaceOrder({
  id,
  dates,
  day,
  onDayChange,
  week,
  order,
  plan,
  updatePlan,
  send,
}: DayAndPlaceOrderProps) {
  const dateProblem = order.problem?.remedy === 'date' ? order.problem.messages.join(' ') : undefined;
  return (
    <>
      <section className={styles.section} aria-labelledby={`${id}-day`}>
        <h2 id={`${id}-day`} className={styles.sectionTitle}>
          <span className={styles.step} aria-hidden="true">
            2
          </span>
          Your delivery day
        </h2>
        <DeliveryDaySection
          dates={dates}
          week={week}
          value={day}
          onChange={onDayChange}
          error={dateProblem}
        />
      </section>
      <div className={styles.submit}>
        {order.problem && order.problem.remedy !== 'date' ? (
          <OrderProblemAlert
            problem={order.problem}
            onRetry={() => send(plan)}
            onWithoutCode={() => {
              const withoutCode = { ...plan, discount_code: null };
              updatePlan({ discount_code: null });
              send(withoutCode);
            }}
          />
        ) : null}
        <Button
          type="submit"
          variant="accent"
          size="lg"
          className={styles.submitButton}
          aria-disabled={order.pending || !day}
          iconEnd={order.pending ? undefined : <ArrowRightIcon size={20} />}
        >
          {order.pending ? (
            <>
              <Spinner size="sm" /> Placing your order…
            </>
          ) : (
            'Continue to checkout'
          )}
        </Button>
        <p className={styles.reassure}>
          <ShieldIcon size={18} />
          You&rsquo;ll see your total and can still change the day before you pay.
        </p>
      </div>
    </>
  );
}
