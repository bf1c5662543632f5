import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@mealbox/web-kit/router';
import { Alert, LogoMark, SignInForm, useSession } from '@mealbox/web-kit';
import { NO_ADMIN_PRIVILEGES, adminDestination, adminLoginFailure, type LoginFailure } from './admin-login';
import { signInAsStaff } from './sign-in-as-staff';
import styles from './AdminLoginPage.module.css';

/** What another admin page may pass in the navigation state, e.g. 'You’ve signed out.'. */
export interface AdminLoginState {
  notice?: string;
}

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

  // Set while this page signs in: the new tokens must not send the visitor on before identity's admin check.
  const [signingIn, setSigningIn] = useState(false);

  async function signInStaff(username: string, password: string): Promise<LoginFailure | null> {
    setSigningIn(true);
    let failure: LoginFailure;
    try {
      const outcome = await signInAsStaff(username, password);
      if (outcome === 'admin') {
        await navigate(destination, { replace: true });
        return null;
      }
      failure = { title: NO_ADMIN_PRIVILEGES };
    } catch (error) {
      failure = adminLoginFailure(error);
    }
    setSigningIn(false);
    return failure;
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
          <SignInForm
            onSignIn={signInStaff}
            submitLabel="Sign in"
            pendingLabel="Signing in…"
            status={
              session.signedIn && !signingIn ? (
                <Alert tone="info" title="This is a customer account">
                  <p>
                    You&rsquo;re signed in as <strong>{session.username ?? 'a customer'}</strong>. Sign in
                    with a staff account to continue.
                  </p>
                </Alert>
              ) : notice ? (
                <Alert tone="success" title={notice} />
              ) : null
            }
          />
        </section>
        <Link to="/" className={styles.back}>
          Not staff? Go to the Mealbox shop
        </Link>
      </div>
    </main>
  );
}
