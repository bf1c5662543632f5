import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatPrice } from '../../format/money';
import { MAX_DISCOUNT_CODE_LENGTH, normaliseDiscountCode } from '@mealbox/contracts/plan-choice';
import { Button } from '../Button';
import { AlertIcon, CheckIcon } from '../icons';
import { Spinner } from '../Spinner';

/** What the box says about the last code tried. */
export interface CodeFeedback {
  code: string;
  message: string;
  /** The code had been applied and the server no longer takes it (e.g. it expired since). */
  wasApplied: boolean;
}

export interface DiscountBoxProps {
  /** The code the plan or order carries (accepted by the server), or null. */
  applied: string | null;
  /** What the applied code takes off, in pounds, once priced. */
  saving: number | undefined;
  /** A code being checked with the server. */
  checking: string | null;
  feedback: CodeFeedback | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** Removing is on its way to the server: the Remove button waits. */
  removing?: boolean;
}

/**
 * The discount code box (the plan page and the cart): type a code and Apply; the server decides (an unknown or
 * expired code gets its message and no discount). An applied code shows what it saves, and can be removed.
 */
export function DiscountBox({
  applied,
  saving,
  checking,
  feedback,
  onApply,
  onRemove,
  removing = false,
}: DiscountBoxProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // After Apply the form gives way to the 'applied' line: focus follows, so keyboard users keep their place.
  const appliedRef = useRef<HTMLDivElement>(null);
  const focusApplied = useRef(false);
  useEffect(() => {
    if (applied && focusApplied.current) appliedRef.current?.focus();
    focusApplied.current = false;
  }, [applied]);

  if (applied) {
    return (
      <div ref={appliedRef} tabIndex={-1} className="mb-discount__applied" data-testid="discount-applied">
        <span className="mb-discount__applied-icon" aria-hidden="true">
          <CheckIcon size={16} strokeWidth={3} />
        </span>
        <p role="status" className="mb-discount__applied-text">
          <strong>{applied}</strong> applied
          {saving !== undefined ? (
            <>
              : <span data-testid="discount-saving">{formatPrice(saving)} off</span> your first box
            </>
          ) : null}
          .
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="mb-discount__remove"
          aria-label={`Remove discount code ${applied}`}
          aria-disabled={removing || undefined}
          onClick={() => {
            if (removing) return;
            onRemove();
            setValue('');
            setOpen(true);
            requestAnimationFrame(() => inputRef.current?.focus());
          }}
        >
          Remove
        </Button>
      </div>
    );
  }

  const shownOpen = open || feedback !== null;
  const error = empty ? 'Enter a discount code' : feedback ? feedbackText(feedback) : undefined;
  const errorId = `${id}-error`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const code = normaliseDiscountCode(value);
    setEmpty(!code);
    if (!code) {
      inputRef.current?.focus();
      return;
    }
    focusApplied.current = true;
    onApply(code);
  }

  if (!shownOpen) {
    return (
      <button
        type="button"
        className="mb-discount__toggle"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        Have a discount code?
      </button>
    );
  }

  return (
    <form className="mb-discount__form" noValidate onSubmit={submit} aria-busy={checking !== null}>
      <label htmlFor={`${id}-code`} className="mb-field__label">
        Discount code
      </label>
      <div className="mb-discount__row">
        <input
          ref={inputRef}
          id={`${id}-code`}
          name="discount_code"
          className="mb-input mb-discount__input"
          value={value}
          maxLength={MAX_DISCOUNT_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setEmpty(false);
          }}
        />
        <Button
          type="submit"
          variant="secondary"
          className="mb-discount__apply"
          aria-disabled={checking !== null}
        >
          {checking ? (
            <>
              <Spinner size="sm" /> Applying…
            </>
          ) : (
            'Apply'
          )}
        </Button>
      </div>
      <p id={errorId} className="mb-discount__error" role="alert">
        {error ? (
          <>
            <AlertIcon size={16} /> {error}
          </>
        ) : null}
      </p>
    </form>
  );
}

function feedbackText(feedback: CodeFeedback): string {
  return feedback.wasApplied
    ? `${feedback.code} can no longer be used. ${feedback.message}`
    : feedback.message;
}
