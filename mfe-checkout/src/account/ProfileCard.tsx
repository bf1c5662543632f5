import { useId } from 'react';
import { Link } from '@mealbox/web-kit/router';
import { Alert, Button, LinkButton, LoadingState, RefreshIcon, cx, type AsyncStatus } from '@mealbox/web-kit';
import { SITE_PATHS } from '../checkout-paths';
import { accountLoadProblem, accountProfile, type AccountUser } from './account-profile';
import card from './Card.module.css';
import styles from './ProfileCard.module.css';

interface ProfileCardProps {
  status: AsyncStatus;
  /** The latest answer of GET /auth/users/me/ (kept while a retry runs). */
  user: AccountUser | undefined;
  error: unknown;
  onRetry: () => void;
}

/** 'Your details': who is signed in, as identity knows them. Never a made-up value: loading, the facts, or why not. */
export function ProfileCard({ status, user, error, onRetry }: ProfileCardProps) {
  const titleId = useId();
  return (
    <section
      className={cx(card.card, styles.profile)}
      aria-labelledby={titleId}
      aria-busy={status === 'loading'}
      data-testid="account-profile"
    >
      <h2 id={titleId} className={card.title}>
        Your details
      </h2>
      {status === 'error' ? <LoadProblem error={error} onRetry={onRetry} /> : null}
      {user ? (
        <ProfileFacts user={user} />
      ) : status === 'loading' ? (
        <LoadingState label="Loading your details…" />
      ) : null}
    </section>
  );
}

function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const problem = accountLoadProblem(error);
  return (
    <Alert
      tone="error"
      title={problem.title}
      className={styles.problem}
      action={
        problem.remedy === 'retry' ? (
          <Button variant="secondary" size="sm" icon={<RefreshIcon size={16} />} onClick={onRetry}>
            Try again
          </Button>
        ) : (
          <LinkButton to={problem.signInPath} variant="primary" size="sm">
            Log in
          </LinkButton>
        )
      }
    >
      <p>{problem.text}</p>
    </Alert>
  );
}

function ProfileFacts({ user }: { user: AccountUser }) {
  const profile = accountProfile(user);
  return (
    <>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {profile.initials}
        </span>
        <div className={styles.who}>
          <p className={styles.name} data-testid="account-name">
            {profile.displayName}
          </p>
          <p className={styles.since}>
            {profile.memberSince && profile.memberSinceIso ? (
              <>
                Mealbox member since <time dateTime={profile.memberSinceIso}>{profile.memberSince}</time>
              </>
            ) : (
              'Mealbox member'
            )}
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Username</dt>
          <dd>{profile.username}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Email address</dt>
          <dd data-testid="account-email">
            <EmailAddress email={profile.email} />
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        Need to change your name or email address? <Link to={SITE_PATHS.contact}>Contact us</Link> and
        we&rsquo;ll update it for you.
      </p>
    </>
  );
}

/** An email address that, when it must wrap on a phone, wraps before the @ rather than inside a word. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
