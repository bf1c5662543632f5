import { useState } from 'react';
import { useSession } from '@mealbox/web-kit';
import { AuthLayout } from '../auth/AuthLayout';
import { PLAN_ASIDE } from './plan-aside';
import { RegistrationForm } from './RegistrationForm';
import { SignedInPlan } from './SignedInPlan';

/**
 * /join-now/plans/ (also /plan), the target of every Order Now. Signed out, it is the spec's 'Get Started'
 * registration form; signed in, the next step.
 */
export function PlanPage() {
  const session = useSession();
  // While a new customer is being signed in and sent on, the form stays (no flash of the signed-in page).
  const [joining, setJoining] = useState(false);
  if (session.signedIn && !joining) return <SignedInPlan session={session} />;
  return (
    <AuthLayout
      eyebrow="Start your plan"
      title="Get Started"
      lead={
        <p>
          Create your Mealbox account in a minute, then choose your meals for the week. No commitment: skip,
          pause or cancel any time.
        </p>
      }
      aside={PLAN_ASIDE}
    >
      <RegistrationForm onJoining={setJoining} />
    </AuthLayout>
  );
}
