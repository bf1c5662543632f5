import {
  describePlan,
  isMealCount,
  isMealSize,
  isProteinPreference,
  MEAL_COUNTS,
  MEAL_SIZES,
  type PlanChoice,
  PROTEIN_PREFERENCES,
} from '@mealbox/contracts/plan-choice';
import { useId, useState } from 'react';
import {
  ChevronDownIcon,
  LoadErrorAlert,
  PriceBreakdown,
  PriceBreakdownSkeleton,
  SelectField,
  cx,
  describeError,
  formatPrice,
  pounds,
  type AsyncResult,
} from '@mealbox/web-kit';
import type { PlanQuote } from './use-plan-quote';
import styles from './PlanPanel.module.css';

interface PlanPanelProps {
  plan: PlanChoice;
  onChange: (change: Partial<PlanChoice>) => void;
  quote: AsyncResult<PlanQuote>;
  className?: string;
}

const PROTEINS = PROTEIN_PREFERENCES.map((option) => ({ value: option.value, label: option.label }));
const SIZES = MEAL_SIZES.map((size) => ({
  value: size.value,
  label: `${size.label} (${size.calories})`,
}));
const COUNTS = MEAL_COUNTS.map((count) => ({ value: String(count), label: `${count} meals a week` }));

/**
 * 'Your plan' on the meal step (spec section 2): protein preference, size and meals per week, changeable here
 * (kept at once), with the server's live price. It shows as one line (the plan and its total) until 'Change
 * plan' is pressed, so the box and Next stay near the top of the page.
 */
export function PlanPanel({ plan, onChange, quote, className }: PlanPanelProps) {
  const titleId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const total = quote.data ? formatPrice(pounds(quote.data.price.total_price)) : undefined;
  return (
    <section className={cx(styles.panel, className)} aria-labelledby={titleId} data-testid="plan-panel">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Your plan
        </h2>
        <p className={styles.summary} data-testid="plan-summary-line">
          {describePlan(plan)}
          {total ? (
            <>
              {' · '}
              <strong className={styles.summaryTotal}>{total}</strong>
            </>
          ) : null}
        </p>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Done' : 'Change plan'}
          <ChevronDownIcon size={18} className={cx(styles.chevron, open && styles.chevronOpen)} />
        </button>
      </div>
      <div id={bodyId} className={cx(styles.body, open && styles.open)}>
        <div className={styles.selects}>
          <SelectField
            label="Protein preference"
            name="protein_preference"
            value={plan.protein_preference}
            options={PROTEINS}
            onChange={(event) => {
              const value = event.target.value;
              if (isProteinPreference(value)) onChange({ protein_preference: value });
            }}
          />
          <SelectField
            label="Meal size"
            name="meal_size"
            value={plan.meal_size}
            options={SIZES}
            onChange={(event) => {
              const value = event.target.value;
              if (isMealSize(value)) onChange({ meal_size: value });
            }}
          />
          <SelectField
            label="Meals per week"
            name="number_of_meals"
            value={String(plan.number_of_meals)}
            options={COUNTS}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (isMealCount(value)) onChange({ number_of_meals: value });
            }}
          />
        </div>
        <div className={styles.price} data-testid="plan-price">
          <QuoteView quote={quote} />
        </div>
      </div>
    </section>
  );
}

function QuoteView({ quote }: { quote: AsyncResult<PlanQuote> }) {
  if (quote.status === 'error') {
    return (
      <LoadErrorAlert title="We couldn’t work out your price" onRetry={quote.retry}>
        {describeError(quote.error)}
      </LoadErrorAlert>
    );
  }
  if (!quote.data) return <PriceBreakdownSkeleton />;
  const { price, refusedCode } = quote.data;
  return (
    <>
      <PriceBreakdown price={price} updating={quote.status === 'loading'} />
      {refusedCode ? (
        <p className={styles.codeNote} role="status">
          {refusedCode.code} can’t be used with this plan: {refusedCode.message}
        </p>
      ) : null}
    </>
  );
}
