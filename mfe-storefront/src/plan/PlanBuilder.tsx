import { mealSizeLabel, type PlanChoice, proteinPreferenceLabel } from '@mealbox/contracts/plan-choice';
import { DEFAULT_SUBSCRIPTION_FREQUENCY, frequencyLabel } from '@mealbox/contracts/subscription-frequency';
import { useId, useRef } from 'react';
import type { MealPlanPricingRow, PriceCalculation } from '@mealbox/contracts';
import {
  ArrowRightIcon,
  Button,
  CheckIcon,
  DiscountBox,
  PurchaseHeader,
  pounds,
  type CodeFeedback,
} from '@mealbox/web-kit';
import { ChoiceGroup } from './ChoiceGroup';
import { MobilePriceBar } from './MobilePriceBar';
import { PriceSummary } from './PriceSummary';
import { priceAnnouncement } from './price-announcement';
import { FREQUENCY_CHOICES, PROTEIN_CHOICES, countChoices, sizeChoices } from './plan-options';
import type { PriceView } from './price-state';
import styles from './PlanBuilder.module.css';

const PROMISES = [
  'No commitment: skip, pause or cancel any time',
  'Change your plan whenever you like, from your next delivery',
  'Pay securely by card, Apple Pay or Google Pay',
];

export interface PlanBuilderProps {
  plan: PlanChoice;
  onChange: (change: Partial<PlanChoice>) => void;
  rows: MealPlanPricingRow[] | undefined;
  price: PriceView<PriceCalculation>;
  onRetryPrice: () => void;
  /** The code being checked with the server, if any. */
  checkingCode: string | null;
  codeFeedback: CodeFeedback | null;
  onApplyCode: (code: string) => void;
  onRemoveCode: () => void;
  /** 'Welcome, Ada' for a signed-in customer whose name is known. */
  greeting: string | undefined;
  signedIn: boolean;
  canSelect: boolean;
  onSelect: () => void;
}

/**
 * The plan builder (spec section 2): protein preference, meal size, meals per week and how often on the left; on the right
 * (below on phones) the plan with the server's live price, the discount code box and Select Plan.
 */
export function PlanBuilder(props: PlanBuilderProps) {
  const { plan, onChange, rows, price, signedIn, canSelect, onSelect } = props;
  const titleId = useId();
  const summaryId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const row = rows?.find((r) => r.meal_count === plan.number_of_meals);
  const discount = price.status === 'ready' ? price.price.discount : null;
  const saving = discount && discount.code === plan.discount_code ? pounds(discount.amount) : undefined;
  const frequency = plan.frequency ?? DEFAULT_SUBSCRIPTION_FREQUENCY;
  // Boxes every 2 or 4 weeks: the meals and the total are a box's, not a week's.
  const perBox = frequency !== DEFAULT_SUBSCRIPTION_FREQUENCY;

  return (
    <div className={styles.page} data-testid="plan-builder">
      <PurchaseHeader
        step="plan"
        eyebrow={props.greeting ?? 'Start your plan'}
        eyebrowTestId="plan-greeting"
        title="Choose your plan"
        titleId={titleId}
      >
        <p>
          Tell us how you like to eat and how many meals you need each week. Your price updates as you choose,
          and you&rsquo;ll pick the dishes from this week&rsquo;s menu afterwards.
        </p>
      </PurchaseHeader>

      <div className={`mb-container ${styles.layout}`}>
        <div className={styles.choices}>
          <ChoiceGroup
            number={1}
            legend="Protein preference"
            name="protein_preference"
            layout="cards"
            options={PROTEIN_CHOICES}
            value={plan.protein_preference}
            onChange={(value) => onChange({ protein_preference: value })}
            testId="choice-protein"
          />
          <ChoiceGroup
            number={2}
            legend="Meal size"
            name="meal_size"
            layout="cards"
            options={sizeChoices(row)}
            value={plan.meal_size}
            onChange={(value) => onChange({ meal_size: value })}
            testId="choice-size"
          />
          <ChoiceGroup
            number={3}
            legend="Meals per week"
            hint="Change it any time: a new plan applies from your next delivery."
            name="number_of_meals"
            layout="tiles"
            options={countChoices(rows, plan.meal_size)}
            value={plan.number_of_meals}
            onChange={(value) => onChange({ number_of_meals: value })}
            testId="choice-meals"
          />
          <ChoiceGroup
            number={4}
            legend="How often"
            hint="Each box costs the same. Change it any time from your account."
            name="frequency"
            layout="cards"
            options={FREQUENCY_CHOICES}
            value={frequency}
            onChange={(value) => onChange({ frequency: value })}
            testId="choice-frequency"
          />
        </div>

        <section
          ref={panelRef}
          className={styles.panel}
          aria-labelledby={summaryId}
          data-testid="plan-summary"
        >
          <div className={styles.panelHead}>
            <h2 id={summaryId} className={styles.panelTitle}>
              Your plan
            </h2>
            <ul className={styles.chosen} aria-label="Your choices">
              <li>{proteinPreferenceLabel(plan.protein_preference)}</li>
              <li>{mealSizeLabel(plan.meal_size)}</li>
              <li>
                {plan.number_of_meals} meals a {perBox ? 'box' : 'week'}
              </li>
              <li>{frequencyLabel(frequency)}</li>
            </ul>
          </div>
          <div className={styles.panelBody}>
            <PriceSummary view={price} onRetry={props.onRetryPrice} perBox={perBox} />
            <div className={styles.discount}>
              <DiscountBox
                applied={plan.discount_code}
                saving={saving}
                checking={props.checkingCode}
                feedback={props.codeFeedback}
                onApply={props.onApplyCode}
                onRemove={props.onRemoveCode}
              />
            </div>
            <Button
              variant="accent"
              size="lg"
              fullWidth
              aria-disabled={!canSelect}
              aria-describedby={`${summaryId}-next`}
              iconEnd={<ArrowRightIcon size={20} />}
              onClick={() => {
                if (canSelect) onSelect();
              }}
            >
              Select Plan
            </Button>
            <p id={`${summaryId}-next`} className={styles.next}>
              {signedIn
                ? 'Next, choose your meals from this week’s menu.'
                : 'Next, create your account. Then choose your meals.'}
            </p>
            <ul className={styles.promises}>
              {PROMISES.map((promise) => (
                <li key={promise}>
                  <CheckIcon size={16} strokeWidth={2.5} />
                  {promise}
                </li>
              ))}
            </ul>
          </div>
          <p className="mb-visually-hidden" aria-live="polite" data-testid="price-announcement">
            {priceAnnouncement(price, perBox)}
          </p>
        </section>
      </div>

      <MobilePriceBar view={price} panelRef={panelRef} canSelect={canSelect} onSelect={onSelect} />
    </div>
  );
}
