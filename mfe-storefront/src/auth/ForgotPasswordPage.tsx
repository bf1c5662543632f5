import { useRef, useState, type FormEvent } from 'react';
import { Alert, ConnectionCheckStatus, LinkButton, SubmitButton, TextField } from '@mealbox/web-kit';
import { AuthLayout } from './AuthLayout';
import type { AlertMessage } from './auth-messages';
import { askForResetLink } from './password-reset-api';
import { resetRequestFailure } from './reset-messages';

const ASIDE = {
  title: 'Back to your meals in a minute',
  text: <p>We&rsquo;ll email you a link to choose a new password. It works once, for an hour.</p>,
  points: [
    'Your orders and deliveries are kept',
    'Every other device is signed out',
    'No link? Check your spam folder',
  ],
};

/** /forgot-password: asks for a reset link. Says the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<AlertMessage | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    const invalid = !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address);
    setFieldError(invalid ? 'Enter the email address of your account' : undefined);
    setFailure(null);
    if (invalid) {
      emailRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await askForResetLink(address);
      setSentTo(address);
    } catch (error) {
      setFailure(resetRequestFailure(error));
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <AuthLayout eyebrow="Check your inbox" title="We’ve sent you a link" aside={ASIDE}>
        <Alert
          tone="success"
          title={`If ${sentTo} belongs to a Mealbox account, a reset link is on its way.`}
        >
          <p>Open it within the hour to choose a new password. Only the newest link works.</p>
        </Alert>
        <div className="mb-form__actions">
          <LinkButton to="/login" variant="secondary" size="lg" fullWidth>
            Back to log in
          </LinkButton>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      eyebrow="Forgot your password?"
      title="Reset your password"
      lead={
        <p>
          Enter the email address of your account and we&rsquo;ll send you a link to choose a new password.
        </p>
      }
      aside={ASIDE}
    >
      <form className="mb-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
        {failure ? (
          <Alert tone="error" title={failure.title}>
            {failure.detail ? <p>{failure.detail}</p> : null}
          </Alert>
        ) : null}
        <TextField
          ref={emailRef}
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
        />
        <ConnectionCheckStatus />
        <div className="mb-form__actions">
          <SubmitButton pending={pending} pendingLabel="Sending…">
            Email me a reset link
          </SubmitButton>
          <LinkButton to="/login" variant="ghost" size="lg" fullWidth>
            Back to log in
          </LinkButton>
        </div>
      </form>
      <p className="mb-visually-hidden" aria-live="polite">
        {pending ? 'Sending…' : ''}
      </p>
    </AuthLayout>
  );
}
