import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@mealbox/web-kit/router';
import { Alert } from '../Alert';
import { ConnectionCheckStatus } from './ConnectionCheckStatus';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';
import { signInFieldErrors, type SignInFailure, type SignInFieldErrors } from './sign-in-fields';

export interface SignInFormProps {
  /**
   * Signs in with the trimmed username and the password as typed. It resolves to null once signed in (the page
   * has moved on), or to the failure to show, and then the password is cleared for the next try. It never
   * rejects: each page words its own failures.
   */
  onSignIn: (username: string, password: string) => Promise<SignInFailure | null>;
  /** The button's words ('Sign in', 'Log in'), and what it and screen readers say while it waits. */
  submitLabel: string;
  pendingLabel: string;
  /** Shown above the fields while there is no failure to show: a notice from the page before, say. */
  status?: ReactNode;
  /** The rest of the form, after its button (another way in, say). */
  children?: ReactNode;
}

/**
 * The username and password sign-in that the shop and the admin area share: each field says when it is empty and
 * takes the focus, a failure shows above the fields, and the button keeps its focus while the request runs.
 */
export function SignInForm({ onSignIn, submitLabel, pendingLabel, status, children }: SignInFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [pending, setPending] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors = signInFieldErrors(username, password);
    setFieldErrors(errors);
    setFailure(null);
    if (errors.username || errors.password) {
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    let failed: SignInFailure | null;
    try {
      failed = await onSignIn(username.trim(), password);
    } finally {
      setPending(false);
    }
    if (!failed) return;
    setFailure(failed);
    setPassword('');
    passwordRef.current?.focus();
  }

  return (
    <>
      <form className="mb-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
        {failure ? (
          <Alert tone="error" title={failure.title}>
            {failure.detail ? <p>{failure.detail}</p> : null}
          </Alert>
        ) : (
          status
        )}
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
          <SubmitButton pending={pending} pendingLabel={pendingLabel}>
            {submitLabel}
          </SubmitButton>
        </div>
        <ConnectionCheckStatus />
        {children}
      </form>
      <p className="mb-visually-hidden" aria-live="polite">
        {pending ? pendingLabel : ''}
      </p>
    </>
  );
}
