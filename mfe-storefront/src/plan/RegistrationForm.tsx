import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@mealbox/web-kit/router';
import {
  Alert,
  ArrowRightIcon,
  Button,
  ConnectionCheckStatus,
  PasswordField,
  Spinner,
  TextField,
  loginPath,
  register,
  signIn,
  type Registration,
} from '@mealbox/web-kit';
import type { LoginPageState } from '../auth/LoginPage';
import { ORDER_PATH } from '../home/order-path';
import { AFTER_REGISTRATION_PATH } from './next-step';
import {
  EMPTY_REGISTRATION,
  REGISTRATION_FIELDS,
  cleanRegistration,
  registrationFailure,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationFailure,
  type RegistrationField,
} from './registration';

/**
 * The 'Get Started' registration form (spec sections 2 and 5): username, first name, last name, email and
 * password; checked here first, then by identity. Once registered the customer is signed in and carries on;
 * `onJoining(true)` tells the page that the sign-in about to happen is this form's, so it keeps showing it.
 */
export function RegistrationForm({ onJoining }: { onJoining: (joining: boolean) => void }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Registration>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  const [pending, setPending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const field = (name: RegistrationField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const invalid = validateRegistration(values);
    setErrors(invalid);
    setFailure(null);
    const firstInvalid = REGISTRATION_FIELDS.find((name) => invalid[name]);
    if (firstInvalid) {
      // Take the customer to the first field to fix (its message is read out with it).
      (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    const registration = cleanRegistration(values);
    setPending(true);
    try {
      await register(registration);
    } catch (error) {
      const shown = registrationFailure(error);
      setFailure(shown);
      setErrors(shown.fieldErrors);
      setPending(false);
      // Take the customer to the explanation (it is also announced, as an alert).
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    onJoining(true);
    try {
      await signIn(registration.username, registration.password);
      await navigate(AFTER_REGISTRATION_PATH);
    } catch {
      onJoining(false);
      // The account exists; only signing in failed (e.g. throttled). Logging in carries on from there.
      const state: LoginPageState = { notice: 'Your account is ready. Please log in to continue.' };
      await navigate(loginPath(AFTER_REGISTRATION_PATH), { state });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="mb-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      {failure ? (
        <div ref={alertRef} tabIndex={-1} className="mb-focus-target">
          <Alert tone="error" title={failure.title}>
            {failure.lines.length > 0 ? (
              <ul className="mb-alert__list">
                {failure.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        </div>
      ) : null}
      <TextField
        label="Username"
        hint={'At least 3 characters. Letters, numbers and @\u00a0.\u00a0+\u00a0-\u00a0_ only.'}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...field('username')}
      />
      <div className="mb-form__row mb-form__row--2">
        <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        hint="We’ll send your order and delivery updates here."
        {...field('email')}
      />
      <PasswordField
        label="Password"
        hint="At least 8 characters. Avoid your username and common passwords."
        autoComplete="new-password"
        {...field('password')}
      />
      <ConnectionCheckStatus />
      <div className="mb-form__actions">
        <Button
          type="submit"
          variant="accent"
          size="lg"
          fullWidth
          aria-disabled={pending}
          iconEnd={pending ? undefined : <ArrowRightIcon size={20} />}
        >
          {pending ? (
            <>
              <Spinner size="sm" /> Creating your account…
            </>
          ) : (
            'Next'
          )}
        </Button>
      </div>
      <p className="mb-visually-hidden" aria-live="polite">
        {pending ? 'Creating your account…' : ''}
      </p>
      <p className="mb-form__footnote">
        Already have an account? <Link to={loginPath(ORDER_PATH)}>Log in</Link>
      </p>
    </form>
  );
}
