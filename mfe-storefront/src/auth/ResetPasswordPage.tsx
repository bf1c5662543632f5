import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from '@mealbox/web-kit/router';
import { Alert, ConnectionCheckStatus, LinkButton, PasswordField, SubmitButton } from '@mealbox/web-kit';
import { AuthLayout } from './AuthLayout';
import type { LoginPageState } from './LoginPage';
import { setNewPassword } from './password-reset-api';
import { newPasswordFailure, type NewPasswordFailure } from './reset-messages';

const ASIDE = {
  title: 'Nearly there',
  text: <p>Choose a password you don&rsquo;t use anywhere else.</p>,
  points: ['At least 8 characters', 'Not your username or email', 'Not a password found in breaches'],
};

/** /reset-password/:uid/:token, the link in the reset email: sets the new password, then on to log in. */
export function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState<NewPasswordFailure | null>(null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found: { password?: string; repeat?: string } = {};
    if (password.length < 8) found.password = 'Use at least 8 characters';
    else if (repeat !== password) found.repeat = 'The two passwords are not the same';
    setErrors(found);
    setFailure(null);
    if (found.password || found.repeat) {
      (found.password ? passwordRef : repeatRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      await setNewPassword({ uid, token, new_password: password });
      const state: LoginPageState = {
        notice: 'Your password has been changed. Log in with your new password.',
      };
      await navigate('/login', { replace: true, state });
    } catch (error) {
      const failed = newPasswordFailure(error);
      setFailure(failed);
      if (failed.field) {
        setErrors({ password: failed.field });
        passwordRef.current?.focus();
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthLayout
      eyebrow="Reset your password"
      title="Choose a new password"
      lead={<p>Once it&rsquo;s set, every device signed in to your account is signed out.</p>}
      aside={ASIDE}
    >
      <form className="mb-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
        {failure?.alert ? (
          <Alert tone="error" title={failure.alert.title}>
            {failure.alert.detail ? <p>{failure.alert.detail}</p> : null}
          </Alert>
        ) : null}
        <PasswordField
          ref={passwordRef}
          label="New password"
          name="new_password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <PasswordField
          ref={repeatRef}
          label="New password again"
          name="repeat_password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={errors.repeat}
        />
        <ConnectionCheckStatus />
        <div className="mb-form__actions">
          <SubmitButton pending={pending} pendingLabel="Saving…">
            Set new password
          </SubmitButton>
          {failure?.linkDead ? (
            <LinkButton to="/forgot-password" variant="secondary" size="lg" fullWidth>
              Email me a new link
            </LinkButton>
          ) : null}
        </div>
      </form>
      <p className="mb-visually-hidden" aria-live="polite">
        {pending ? 'Saving…' : ''}
      </p>
    </AuthLayout>
  );
}
