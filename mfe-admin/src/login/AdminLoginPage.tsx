import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@mealbox/web-kit/router';
import { Alert, Button, LogoMark, PasswordField, Spinner, TextField, useSession } from '@mealbox/web-kit';
import { NO_ADMIN_PRIVILEGES, adminDestination, adminLoginFailure, type LoginFailure } from './admin-login';
import { signInAsStaff } from './sign-in-as-staff';
import styles from './AdminLoginPage.module.css';

/** What another admin page may pass in the navigation state, e.g. 'You’ve signed out.'. */
export interface AdminLoginState {
  notice?: string;
}

type FieldErrors = { username?: string; password?: string };

/**
 * /manage: the staff sign-in (spec sections 2, 6 and 8). Staff and superusers go on to the page they asked for
 * (?next=) or the admin home; anyone else is signed out again and told they have no admin privileges. Already
 * signed in as staff, it goes straight on.
 */
export function AdminLoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const destination = adminDestination(params.get('next'));
  const notice = (useLocation().state as AdminLoginState | null)?.notice;

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [pending, setPending] = useState(false);
  // Set while this page signs in: the new tokens must not send the visitor on before identity's admin check.
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
      const outcome = await signInAsStaff(username.trim(), password);
      if (outcome === 'admin') {
        await navigate(destination, { replace: true });
        return;
      }
      setFailure({ title: NO_ADMIN_PRIVILEGES });
    } catch (error) {
      setFailure(adminLoginFailure(error));
    } finally {
      setPending(false);
    }
    setSigningIn(false);
    setPassword('');
    passwordRef.current?.focus();
  }

  if (session.isAdmin && !signingIn) return <Navigate to={destination} replace />;

  return (
    <main id="main" tabIndex={-1} className={styles.page}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <LogoMark size={40} />
          <span className={styles.word}>mealbox</span>
          <span className={styles.tag}>Admin</span>
        </div>
        <section className={styles.card} aria-labelledby="admin-login-title">
          <p className="mb-eyebrow">Staff only</p>
          <h1 id="admin-login-title" className={styles.title}>
            Sign in to the admin area
          </h1>
          <p className={styles.lead}>Orders, meals, prices and customers.</p>
          <form className="mb-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
            {failure ? (
              <Alert tone="error" title={failure.title}>
                {failure.detail ? <p>{failure.detail}</p> : null}
              </Alert>
            ) : session.signedIn && !signingIn ? (
              <Alert tone="info" title="This is a customer account">
                <p>
                  You&rsquo;re signed in as <strong>{session.username ?? 'a customer'}</strong>. Sign in with
                  a staff account to continue.
                </p>
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
                    <Spinner size="sm" /> Signing in…
                  </>
                ) : (
                  'Sign in'
                )}
              </Button>
            </div>
          </form>
          <p className="mb-visually-hidden" aria-live="polite">
            {pending ? 'Signing in…' : ''}
          </p>
        </section>
        <Link to="/" className={styles.back}>
          Not staff? Go to the Mealbox shop
        </Link>
      </div>
    </main>
  );
}
