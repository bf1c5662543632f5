import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@mealbox/web-kit/router';
import {
  Alert,
  ArrowRightIcon,
  Button,
  LinkButton,
  PasswordField,
  Spinner,
  TextField,
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

type FieldErrors = { username?: string; password?: string };

/** /login: sign in, then on to ?next= (when it is a page of this site) or the homepage. */
export function LoginPage() {
  const session = useSession();
  const aside = useAside();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const notice = (useLocation().state as LoginPageState | null)?.notice;

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<AlertMessage | null>(null);
  const [pending, setPending] = useState(false);
  // Set while this page signs in, so the 'already logged in' panel does not flash before it moves on.
  const [signingIn, setSigningIn] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors: FieldErrors = {};
    if (!username.trim()) errors.username = 'Enter your username';
    if (!password) errors.password = 'Enter your password';
    setFieldErrors(errors);
    setFailure(null);
    if (errors.username || errors.password) {
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    setSigningIn(true);
    try {
      await signIn(username.trim(), password);
      await navigate(next, { replace: true });
    } catch (error) {
      setSigningIn(false);
      setFailure(loginErrorMessage(error));
      setPassword('');
      passwordRef.current?.focus();
    } finally {
      setPending(false);
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
      <form className="mb-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
        {failure ? (
          <Alert tone="error" title={failure.title}>
            {failure.detail ? <p>{failure.detail}</p> : null}
          </Alert>
        ) : notice ? (
          <Alert tone="success" title={notice} />
        ) : null}
        <TextField
          ref={usernameRef}
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={fieldErrors.username}
        />
        <PasswordField
          ref={passwordRef}
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <p className="mb-form__footnote">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <div className="mb-form__actions">
          {/* aria-disabled, not disabled: the button keeps focus while the request runs. */}
          <Button type="submit" variant="primary" size="lg" fullWidth aria-disabled={pending}>
            {pending ? (
              <>
                <Spinner size="sm" /> Logging in…
              </>
            ) : (
              'Log in'
            )}
          </Button>
        </div>
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
      </form>
      <p className="mb-visually-hidden" aria-live="polite">
        {pending ? 'Logging in…' : ''}
      </p>
    </AuthLayout>
  );
}
