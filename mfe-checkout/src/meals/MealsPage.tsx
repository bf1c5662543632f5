import { type PlanChoice } from '@mealbox/contracts/plan-choice';
import { useCallback, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Navigate, useNavigate } from '@mealbox/web-kit/router';
import type { Meal } from '@mealbox/contracts';
import {
  Alert,
  Button,
  EmptyState,
  LoadErrorAlert,
  MEAL_CATEGORY_CHOICES,
  MealCard,
  MealCardSkeleton,
  MealDetailsModal,
  MealGrid,
  MealGridItem,
  PurchaseHeader,
  categoryLabel,
  describeError,
  fetchAvailableMeals,
  fetchCategories,
  menuWeekWords,
  useAsync,
  type AsyncResult,
} from '@mealbox/web-kit';
import { ExclusionsNote } from '../allergens/ExclusionsNote';
import { useMealConflicts } from '../allergens/use-meal-conflicts';
import { SITE_PATHS } from '../checkout-paths';
import { addressStepFor } from '../purchase/address-step';
import { fetchCustomer } from '../purchase/purchase-api';
import { usePurchasePlan } from '../purchase/use-purchase-plan';
import { BoxPanel, type NextState } from './BoxPanel';
import {
  canAdd,
  chosenMeals,
  groupByCategory,
  quantityOf,
  selectionStatus,
  suitsVeganOnly,
} from './meal-selection';
import { MobileBoxBar } from './MobileBoxBar';
import { PlanPanel } from './PlanPanel';
import { MealStepper } from './MealStepper';
import { DeliveryWeekPicker } from './DeliveryWeekPicker';
import { useDeliveryWeek } from './use-delivery-week';
import { useMealSelection } from './use-meal-selection';
import { usePlanQuote } from './use-plan-quote';
import styles from './MealsPage.module.css';

const SKELETONS = 6;

/**
 * /join-now/meals/ (spec section 2): the week the box is for (one of the weeks holding delivery days), that
 * week's menu, each meal with a quantity, beside the plan (changeable, with its live price) and the box. Next goes on, to the address, once the box holds exactly the plan's number. With
 * no plan chosen yet, the customer is sent to choose one.
 */
export function MealsPage() {
  const [plan, updatePlan] = usePurchasePlan();
  if (!plan) return <Navigate to={SITE_PATHS.plan} replace />;
  return <MealsStep plan={plan} onPlanChange={updatePlan} />;
}

function MealsStep({
  plan,
  onPlanChange,
}: {
  plan: PlanChoice;
  onPlanChange: (change: Partial<PlanChoice>) => void;
}) {
  const navigate = useNavigate();
  const titleId = useId();
  const limit = plan.number_of_meals;
  const delivery = useDeliveryWeek();
  const { week } = delivery;
  const meals = useWeekMenu(week);
  // The catalogue's categories give the groups their order and names (the spec's list if the call fails).
  const categories = useAsync(fetchCategories, 'categories');
  const categoryChoices = categories.data ?? MEAL_CATEGORY_CHOICES;
  const labelOf = (value: string) => categoryLabel(categoryChoices, value);
  const quote = usePlanQuote(plan);
  const box = useMealSelection(meals.data, limit, week);
  const status = selectionStatus(box.selection, limit);
  const roomLeft = canAdd(box.selection, limit);
  // A meal with an allergen the customer leaves out cannot be added, from the menu or from the box.
  const conflicts = useMealConflicts();
  const conflictOfId = (mealId: string) => {
    const meal = meals.data?.find((candidate) => candidate.id === mealId);
    return meal ? conflicts.reasonOf(meal) : null;
  };
  const addUnlessRuledOut = (mealId: string) => {
    if (conflictOfId(mealId) === null) box.add(mealId);
  };

  // Vegan Only: the menu marks vegan dishes (certainly meat-free) and nothing else, so those are shown first-hand.
  const [showEveryDish, setShowEveryDish] = useState(false);
  const veganOnly = plan.protein_preference === 'VO';
  const veganFilter = veganOnly && !showEveryDish;
  const shownMeals = meals.data?.filter((meal) => !veganFilter || suitsVeganOnly(meal));

  const [details, setDetails] = useState<Meal | null>(null);
  const [next, setNext] = useState<NextState>({ pending: false, error: null });
  const boxRef = useRef<HTMLElement>(null);

  const goNext = useCallback(async () => {
    // The box is only known to fit the week once that week's menu is in (a switch may still be loading).
    if (!status.complete || !week || !meals.data || next.pending) return;
    // A code the server no longer takes for this plan is not carried into the order.
    if (quote.data?.refusedCode) onPlanChange({ discount_code: null });
    setNext({ pending: true, error: null });
    try {
      const customer = await fetchCustomer();
      setNext({ pending: false, error: null });
      await navigate(addressStepFor(customer));
    } catch (error) {
      setNext({ pending: false, error: describeError(error) });
    }
  }, [status.complete, week, meals.data, next.pending, quote.data, onPlanChange, navigate]);

  const stepper = (meal: Meal) => (
    <MealStepper
      conflict={conflicts.reasonOf(meal)}
      mealName={meal.name}
      quantity={quantityOf(box.selection, meal.id)}
      canAdd={roomLeft}
      onAdd={() => addUnlessRuledOut(meal.id)}
      onRemove={() => box.remove(meal.id)}
      className={styles.cardStepper}
    />
  );

  return (
    <div className={styles.page} data-testid="meals-step">
      <PurchaseHeader
        step="meals"
        eyebrow={week ? `Menu for the week of ${menuWeekWords(week)}` : 'The weekly menu'}
        title="Choose your meals"
        titleId={titleId}
      >
        <p>
          Choose the week of your first box, then pick {limit} meals from its menu: the same dish more than
          once if you like it. Tap <strong>More Info</strong> on any dish for its ingredients and nutrition.
        </p>
      </PurchaseHeader>

      <div className={`mb-container ${styles.layout}`}>
        <PlanPanel plan={plan} onChange={onPlanChange} quote={quote} className={styles.planArea} />

        <section
          className={styles.mealsArea}
          aria-label={week ? `Meals for the week of ${menuWeekWords(week)}` : 'Meals'}
          aria-busy={meals.status === 'loading'}
        >
          <ExclusionsNote exclusions={conflicts.exclusions} />
          {delivery.weeks.length > 0 ? (
            <DeliveryWeekPicker weeks={delivery.weeks} value={week} onChange={delivery.choose} />
          ) : delivery.dates.status === 'error' ? (
            <LoadErrorAlert
              title="We couldn’t load the delivery days"
              onRetry={delivery.dates.retry}
              retryVariant="primary"
            >
              Your box&rsquo;s menu depends on the week it comes. {describeError(delivery.dates.error)}
            </LoadErrorAlert>
          ) : delivery.dates.status === 'success' ? (
            <Alert tone="info" title="No delivery days at the moment">
              We can&rsquo;t take new orders just now. Please check back soon.
            </Alert>
          ) : null}
          {veganOnly ? (
            <div className={styles.filter} data-testid="vegan-filter">
              <label className={styles.filterLabel}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={veganFilter}
                  onChange={(event) => setShowEveryDish(!event.target.checked)}
                />
                Show vegan dishes only
              </label>
              <p className={styles.filterHint}>
                Your plan is Vegan Only. Dishes marked Vegan contain no meat or fish. Other dishes
                aren&rsquo;t marked either way, so check their ingredients under More Info.
              </p>
            </div>
          ) : null}
          <MealsContent
            meals={meals}
            shownMeals={shownMeals}
            onShowEveryDish={veganFilter ? () => setShowEveryDish(true) : undefined}
            quantity={(meal) => quantityOf(box.selection, meal.id)}
            onMoreInfo={setDetails}
            stepper={stepper}
            categoryOrder={categoryChoices.map((choice) => choice.value)}
            labelOf={labelOf}
          />
        </section>

        <BoxPanel
          panelRef={boxRef}
          className={styles.boxArea}
          chosen={chosenMeals(box.selection, meals.data)}
          status={status}
          limit={limit}
          canAdd={roomLeft}
          conflictOf={conflicts.reasonOf}
          onAdd={addUnlessRuledOut}
          onRemove={box.remove}
          onNext={() => void goNext()}
          next={next}
          notice={box.notice}
        />
      </div>

      <MobileBoxBar
        status={status}
        limit={limit}
        panelRef={boxRef}
        ready={status.complete && meals.data !== undefined && !next.pending}
        onNext={() => void goNext()}
      />

      <MealDetailsModal
        meal={details}
        categoryLabel={labelOf}
        onClose={() => setDetails(null)}
        actions={(meal) => stepper(meal)}
      />
    </div>
  );
}

interface MealsContentProps {
  meals: AsyncResult<Meal[]>;
  shownMeals: Meal[] | undefined;
  onShowEveryDish: (() => void) | undefined;
  quantity: (meal: Meal) => number;
  onMoreInfo: (meal: Meal) => void;
  stepper: (meal: Meal) => ReactNode;
  categoryOrder: readonly string[];
  labelOf: (value: string) => string;
}

/** The menu in each of its states: loading, failed, empty, or the meals grouped by category. */
function MealsContent({
  meals,
  shownMeals,
  onShowEveryDish,
  quantity,
  onMoreInfo,
  stepper,
  categoryOrder,
  labelOf,
}: MealsContentProps) {
  const navId = useId();
  if (meals.status === 'error') {
    return (
      <LoadErrorAlert title="We couldn’t load the menu" onRetry={meals.retry} retryVariant="primary">
        {describeError(meals.error)}
      </LoadErrorAlert>
    );
  }
  if (!shownMeals) {
    return (
      <>
        <p role="status" className="mb-visually-hidden">
          Loading the menu…
        </p>
        <MealGrid className={styles.grid}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <MealGridItem key={i}>
              <MealCardSkeleton />
            </MealGridItem>
          ))}
        </MealGrid>
      </>
    );
  }
  if (shownMeals.length === 0) {
    return (
      <EmptyState
        title={onShowEveryDish ? 'No vegan dishes that week' : 'No meals available at the moment.'}
        action={
          onShowEveryDish ? (
            <Button variant="primary" onClick={onShowEveryDish}>
              Show every dish
            </Button>
          ) : undefined
        }
      >
        {onShowEveryDish
          ? 'Other dishes may still suit you: check their ingredients under More Info.'
          : 'Our chefs are preparing next week’s menu. Please check back soon.'}
      </EmptyState>
    );
  }

  const groups = groupByCategory(shownMeals, categoryOrder);
  const sectionId = (category: string) => `${navId}-${category}`;
  const jump = (event: MouseEvent<HTMLAnchorElement>, category: string) => {
    event.preventDefault();
    const heading = document.getElementById(sectionId(category));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  // The first pictures on screen load at once; the rest as they are scrolled near.
  const eagerIds = new Set(
    groups
      .flatMap((group) => group.meals)
      .slice(0, 4)
      .map((meal) => meal.id),
  );
  return (
    <>
      {groups.length > 1 ? (
        <nav className={styles.jump} aria-label="Meal categories">
          <ul className={styles.jumpList}>
            {groups.map((group) => (
              <li key={group.category}>
                <a href={`#${sectionId(group.category)}`} onClick={(event) => jump(event, group.category)}>
                  {labelOf(group.category)} <span className={styles.jumpCount}>{group.meals.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => (
        <section key={group.category} className={styles.group} aria-labelledby={sectionId(group.category)}>
          <h2 id={sectionId(group.category)} className={styles.groupTitle} tabIndex={-1}>
            {labelOf(group.category)}
          </h2>
          <MealGrid className={styles.grid} busy={meals.status === 'loading'}>
            {group.meals.map((meal) => {
              const count = quantity(meal);
              return (
                <MealGridItem key={meal.id}>
                  <MealCard
                    meal={meal}
                    categoryLabel={labelOf(meal.category)}
                    onMoreInfo={onMoreInfo}
                    headingLevel={3}
                    eagerImage={eagerIds.has(meal.id)}
                    selected={count > 0}
                    tag={count > 0 ? `${count} in your box` : undefined}
                    actions={() => stepper(meal)}
                  />
                </MealGridItem>
              );
            })}
          </MealGrid>
        </section>
      ))}
    </>
  );
}

/**
 * The menu of the chosen week. Nothing is asked until the week is known (the grid keeps its placeholders), and an
 * answer for another week is never shown as this week's: while a switch loads, the data is left out.
 */
function useWeekMenu(week: string | undefined): AsyncResult<Meal[]> {
  const loaded = useAsync(
    (signal) =>
      week
        ? fetchAvailableMeals(undefined, signal, week).then((meals) => ({ week, meals }))
        : new Promise<{ week: string; meals: Meal[] }>(() => undefined),
    `purchase-meals:${week ?? 'pending'}`,
  );
  return {
    status: loaded.status,
    data: loaded.data?.week === week ? loaded.data?.meals : undefined,
    error: loaded.error,
    retry: loaded.retry,
  };
}
