import {
  ArrowRightIcon,
  Button,
  LinkButton,
  fetchCurrentUser,
  signOut,
  useAsync,
  type SessionState,
} from '@mealbox/web-kit';
import { AuthLayout } from '../auth/AuthLayout';
import { AFTER_REGISTRATION_PATH } from './next-step';
import { PLAN_ASIDE } from './plan-aside';

/**
 * /join-now/plans/ for a signed-in customer. The plan builder (protein, size, meals per week, live price) comes in
 * a later issue; until then the page says whose account this is and offers the next step.
 */
export function SignedInPlan({ session }: { session: SessionState }) {
  // Their name, from identity (the token only carries the username). Until it loads, the username serves.
  const me = useAsync((signal) => fetchCurrentUser(signal), `me:${session.userId ?? ''}`);
  const firstName = me.data?.first_name?.trim();
  return (
    <AuthLayout
      eyebrow="Your plan"
      title={firstName ? `Welcome, ${firstName}` : 'Welcome to Mealbox'}
      aside={PLAN_ASIDE}
    >
      <p data-testid="signed-in-as">
        You&rsquo;re signed in as{' '}
        <strong>{session.username ?? me.data?.username ?? 'a Mealbox customer'}</strong>
        {me.data?.email ? <> ({me.data.email})</> : null}.
      </p>
      <p className="mb-form__text">
        Next, pick the dishes you&rsquo;d like from this week&rsquo;s menu. Every meal is chef-prepared and
        ready in minutes.
      </p>
      <div className="mb-form__actions">
        <LinkButton
          to={AFTER_REGISTRATION_PATH}
          variant="accent"
          size="lg"
          fullWidth
          iconEnd={<ArrowRightIcon size={20} />}
        >
          Choose your meals
        </LinkButton>
        <Button variant="ghost" size="lg" fullWidth onClick={() => void signOut()}>
          Not you? Sign out
        </Button>
      </div>
    </AuthLayout>
  );
}
