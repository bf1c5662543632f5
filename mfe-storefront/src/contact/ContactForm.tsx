import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  ArrowRightIcon,
  Button,
  SelectField,
  Spinner,
  TextAreaField,
  TextField,
} from '@mealbox/web-kit';
import { sendContactMessage } from './contact-api';
import {
  CONTACT_FIELDS,
  CONTACT_SUBJECT_OPTIONS,
  EMPTY_CONTACT,
  contactFailure,
  contactRequest,
  validateContact,
  type ContactErrors,
  type ContactFailure,
  type ContactField,
  type ContactValues,
} from './contact-form';

/** The spec's thank-you, word for word. */
export const THANK_YOU = "Thank you for your message! We'll get back to you soon.";

type Outcome = { kind: 'sent' } | { kind: 'failed'; failure: ContactFailure } | null;

/**
 * The contact form (spec sections 2 and 5): checked here first, then sent to identity. Sent: the thank-you shows
 * and the form is cleared for another message. Refused: each problem shows on its field (or above the form) and
 * everything typed stays.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function focusFirstInvalid(form: HTMLFormElement, invalid: ContactErrors): boolean {
    const first = CONTACT_FIELDS.find((name) => invalid[name]);
    if (!first) return false;
    // The field's message is read out with it, so this is where to fix it.
    (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    return true;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const invalid = validateContact(values);
    setErrors(invalid);
    setOutcome(null);
    if (focusFirstInvalid(form, invalid)) return;

    setPending(true);
    try {
      await sendContactMessage(contactRequest(values));
      setValues(EMPTY_CONTACT);
      setOutcome({ kind: 'sent' });
      requestAnimationFrame(() => outcomeRef.current?.focus());
    } catch (error) {
      const failure = contactFailure(error);
      setErrors(failure.fieldErrors);
      setOutcome({ kind: 'failed', failure });
      requestAnimationFrame(() => {
        if (!failure.alert && focusFirstInvalid(form, failure.fieldErrors)) return;
        outcomeRef.current?.focus();
      });
    } finally {
      setPending(false);
    }
  }

  const alert = outcome?.kind === 'failed' ? outcome.failure.alert : null;
  return (
    <form className="mb-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      {outcome?.kind === 'sent' || alert ? (
        // Focus moves here after sending, so the outcome is what a screen reader reads next.
        <div ref={outcomeRef} tabIndex={-1} className="mb-focus-target">
          {alert ? (
            <Alert tone="error" title={alert.title}>
              {alert.text ? <p>{alert.text}</p> : null}
            </Alert>
          ) : (
            <Alert tone="success" title={THANK_YOU} />
          )}
        </div>
      ) : null}
      <div className="mb-form__row mb-form__row--2">
        <TextField
          label="Name"
          placeholder="Your full name"
          autoComplete="name"
          required
          {...field('name')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          placeholder="you@example.com"
          autoComplete="email"
          spellCheck={false}
          required
          {...field('email')}
        />
      </div>
      <SelectField
        label="Subject"
        placeholder="Choose a subject"
        options={CONTACT_SUBJECT_OPTIONS}
        required
        {...field('subject')}
      />
      <TextAreaField
        label="Message"
        rows={6}
        placeholder="Tell us how we can help you..."
        required
        {...field('message')}
      />
      <div className="mb-form__actions">
        <Button
          type="submit"
          variant="accent"
          size="lg"
          aria-disabled={pending}
          iconEnd={pending ? undefined : <ArrowRightIcon size={20} />}
        >
          {pending ? (
            <>
              <Spinner size="sm" /> Sending…
            </>
          ) : (
            'Send Message'
          )}
        </Button>
      </div>
      <p className="mb-visually-hidden" aria-live="polite">
        {pending ? 'Sending your message…' : ''}
      </p>
    </form>
  );
}
