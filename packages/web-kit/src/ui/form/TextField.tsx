import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../class-names';
import { Field, type FieldFrameProps } from './Field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> &
  FieldFrameProps & {
    /** A control inside the field at its end (e.g. the show/hide password button). */
    endAction?: ReactNode;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled text input (label, hint and error as Field lays them out). */
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
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div className={cx('mb-field__control', endAction != null && 'mb-field__control--action')}>
          <input type={type} className="mb-input" {...control} {...inputProps} />
          {endAction}
        </div>
      )}
    </Field>
  );
}
