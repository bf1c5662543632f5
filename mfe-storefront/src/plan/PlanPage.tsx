import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@mealbox/web-kit/router';
import {
  fetchCurrentUser,
  savePlan,
  useAsync,
  useDeliveryPrice,
  useSession,
  type CodeFeedback,
} from '@mealbox/web-kit';
import { AFTER_PLAN_PATH } from './next-step';
import { PlanBuilder } from './PlanBuilder';
import { fetchPlanPricingRows } from './plan-api';
import { offeredCounts, withOfferedCount } from './plan-prices';
import { RegistrationStep } from './RegistrationStep';
import { usePlanChoice } from './use-plan-choice';
import { usePlanPrice } from './use-plan-price';

/** History state of the registration step: Select Plan (signed out) pushes it, so Back returns to the plan. */
interface PlanPageState {
  planStep?: 'details';
}

/**
 * /join-now/plans/ (also /plan), the target of every Order Now. Everyone builds their plan here with the
 * server's live price (each choice's total shown at once, worked out in the page by the same rule, then
 * confirmed). Select Plan keeps the plan and goes on: a signed-in customer to choose meals; a visitor to the
 * spec's 'Get Started' registration form first, then on to choose meals, signed in, with the plan kept.
 */
export function PlanPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [plan, updatePlan] = usePlanChoice();
  // While a new customer is being signed in and sent on, the form stays (no flash of the signed-in page).
  const [joining, setJoining] = useState(false);

  // Discount codes: one being checked with the server, and what the box says about the last one tried.
  const [checkingCode, setCheckingCode] = useState<string | null>(null);
  const [codeFeedback, setCodeFeedback] = useState<CodeFeedback | null>(null);

  const pricing = useAsync((signal) => fetchPlanPricingRows(signal), 'plan-pricing-rows');
  const rows = pricing.data;
  const deliveryPricePence = useDeliveryPrice();
  const price = usePlanPrice(
    {
      meal_size: plan.meal_size,
      number_of_meals: plan.number_of_meals,
      discount_code: checkingCode ?? plan.discount_code,
    },
    {
      onCodeAccepted: (code) => {
        if (code !== checkingCode) return;
        setCheckingCode(null);
        updatePlan({ discount_code: code });
      },
      onCodeRejected: (code, message) => {
        if (code === checkingCode) {
          setCheckingCode(null);
          setCodeFeedback({ code, message, wasApplied: false });
        } else if (code === plan.discount_code) {
          updatePlan({ discount_code: null });
          setCodeFeedback({ code, message, wasApplied: true });
        }
      },
      onCodeUnchecked: (code) => {
        // The price itself could not be had (the panel says so): stop 'Applying…'; the customer can try again.
        if (code !== checkingCode) return;
        setCheckingCode(null);
        setCodeFeedback({
          code,
          message: 'We couldn’t check this code just now. Please try again.',
          wasApplied: false,
        });
      },
    },
    { rows, deliveryPricePence },
  );

  // A kept or linked count the rows no longer price moves to one they do.
  useEffect(() => {
    if (!rows) return;
    const fixed = withOfferedCount(plan, offeredCounts(rows));
    if (fixed !== plan) updatePlan({ number_of_meals: fixed.number_of_meals });
  }, [rows, plan, updatePlan]);

  const me = useAsync(
    (signal) => (session.signedIn ? fetchCurrentUser(signal) : Promise.resolve(null)),
    `me:${session.signedIn ? (session.userId ?? '') : 'signed-out'}`,
  );
  const firstName = session.signedIn ? me.data?.first_name?.trim() : undefined;

  const state = (location.state ?? {}) as PlanPageState;
  const step = joining || (!session.signedIn && state.planStep === 'details') ? 'details' : 'plan';
  const [enteredDetails, setEnteredDetails] = useState(false);

  const select = useCallback(() => {
    savePlan(plan);
    if (session.signedIn) {
      void navigate(AFTER_PLAN_PATH);
      return;
    }
    setEnteredDetails(true);
    void navigate(`${location.pathname}${location.search}`, { state: { planStep: 'details' } });
  }, [plan, session.signedIn, navigate, location.pathname, location.search]);

  const changePlan = useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [navigate, location.pathname, location.search]);

  if (step === 'details') {
    return (
      <RegistrationStep
        plan={plan}
        price={price.view}
        onJoining={setJoining}
        onChangePlan={changePlan}
        focusHeading={enteredDetails}
      />
    );
  }

  return (
    <PlanBuilder
      plan={plan}
      onChange={updatePlan}
      rows={rows}
      price={price.view}
      onRetryPrice={price.retry}
      checkingCode={checkingCode}
      codeFeedback={codeFeedback}
      onApplyCode={(code) => {
        setCodeFeedback(null);
        if (code === plan.discount_code) return;
        setCheckingCode(code);
      }}
      onRemoveCode={() => {
        setCheckingCode(null);
        setCodeFeedback(null);
        updatePlan({ discount_code: null });
      }}
      greeting={firstName ? `Welcome, ${firstName}` : undefined}
      signedIn={session.signedIn}
      canSelect={price.view.status === 'ready' && checkingCode === null}
      onSelect={select}
    />
  );
}
