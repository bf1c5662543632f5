import { useId, type ReactNode } from 'react';
import { cx } from '../class-names';
import { FieldError } from './FieldError';

/** What every labelled control shares: its label, help and problem. */
export interface FieldFrameProps {
  label: ReactNode;
  /** Help under the label, read out with the control. */
  hint?: ReactNode | undefined;
  /** What is wrong with the value; marks the control invalid and is read out with it. */
  error?: ReactNode | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

/** The attributes that tie a control to its frame. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The frame of a form control: label, hint, error, then the control (GOV.UK's order, so the problem is read
 * before the value). Hint and error are tied to the control with aria-describedby, and an error sets aria-invalid,
 * so a screen reader hears label, hint and problem together. TextField, SelectField and TextAreaField all use it,
 * so every kind of field looks and reads the same.
 */
export function Field({
  label,
  hint,
  error,
  id,
  className,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = cx(hint ? hintId : null, error ? errorId : null) || undefined;
  return (
    <div className={cx('mb-field', className)}>
      <label className="mb-field__label" htmlFor={controlId}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mb-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
    </div>
  );
}
