import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../class-names';
import { AlertIcon } from '../icons';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  /** Help under the label, read out with the field. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid and is read out with it. */
  error?: ReactNode;
  /** A control inside the field at its end (e.g. the show/hide password button). */
  endAction?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * A labelled text input. Hint and error are tied to the input with aria-describedby, and an error sets
 * aria-invalid, so a screen reader hears label, hint and problem together.
 */
export function TextField({
  label,
  hint,
  error,
  endAction,
  id,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = cx(hint ? hintId : null, error ? errorId : null) || undefined;
  return (
    <div className={cx('mb-field', className)}>
      <label className="mb-field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mb-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mb-field__error">
          <AlertIcon size={16} />
          <span>
            <span className="mb-visually-hidden">Error: </span>
            {error}
          </span>
        </p>
      ) : null}
      <div className={cx('mb-field__control', endAction != null && 'mb-field__control--action')}>
        <input
          id={inputId}
          type={type}
          className="mb-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {endAction}
      </div>
    </div>
  );
}
