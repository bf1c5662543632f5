import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@mealbox/web-kit/router';
import {
  Alert,
  ArrowRightIcon,
  Button,
  LinkButton,
  SignInForm,
  safeNextPath,
  signIn,
  signOut,
  useDeliveryClaim,
  useSession,
} from '@mealbox/web-kit';
import { ORDER_PATH } from '../home/order-path';
import { AuthLayout } from './AuthLayout';
import { loginErrorMessage, type AlertMessage } from './auth-messages';

/** What another page may pass in the navigation state, e.g. 'Your account is ready. Please log in.' */
export interface LoginPageState {
  notice?: string;
}

/** Why sign in, beside the form; delivery follows the live delivery price ('Free delivery' only while free). */
function useAside() {
  const delivery = useDeliveryClaim();
  return {
    title: 'Good food, sorted',
    text: <p>Log in to choose this week&rsquo;s meals and keep track of your deliveries.</p>,
    points: [
      `${delivery} across most of the UK`,
      'Skip, pause or cancel any time, with no fees',
      'A new menu every week',
    ],
  };
}

/** /login: sign in, then on to ?next= (when it is a page of this site) or the homepage. */
export function LoginPage() {
  const session = useSession();
  const aside = useAside();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const notice = (useLocation().state as LoginPageState | null)?.notice;

  // Set while this page signs in, so the 'already logged in' panel does not flash before it moves on.
  const [signingIn, setSigningIn] = useState(false);

  async function logIn(username: string, password: string): Promise<AlertMessage | null> {
    setSigningIn(true);
    try {
      await signIn(username, password);
      await navigate(next, { replace: true });
      return null;
    } catch (error) {
      setSigningIn(false);
      return loginErrorMessage(error);
    }
  }

  if (session.signedIn && !signingIn) {
    return (
      <AuthLayout eyebrow="Welcome back" title="You’re already signed in" aside={aside}>
        <p>
          You&rsquo;re signed in as <strong>{session.username ?? 'a Mealbox customer'}</strong>.
        </p>
        <div className="mb-form__actions">
          <LinkButton to={next} variant="primary" size="lg" fullWidth iconEnd={<ArrowRightIcon size={20} />}>
            Continue
          </LinkButton>
          <Button variant="ghost" size="lg" fullWidth onClick={() => void signOut()}>
            Log in as someone else
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      eyebrow="Welcome back"
      title="Log in to Mealbox"
      lead={<p>Choose this week&rsquo;s meals and manage your deliveries.</p>}
      aside={aside}
    >
      <SignInForm
        onSignIn={logIn}
        submitLabel="Log in"
        pendingLabel="Logging in…"
        status={notice ? <Alert tone="success" title={notice} /> : null}
      >
        <p className="mb-form__divider">New to Mealbox?</p>
        <LinkButton
          to={ORDER_PATH}
          variant="secondary"
          size="lg"
          fullWidth
          iconEnd={<ArrowRightIcon size={20} />}
        >
          Start your plan
        </LinkButton>
      </SignInForm>
    </AuthLayout>
  );
}
