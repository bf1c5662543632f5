import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldFrameProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> &
  FieldFrameProps & {
    options: readonly SelectOption[];
    /** A first, empty choice ('Choose a subject'): nothing is picked for the person, so a required field is real. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled native select: the platform's own picker, which phones and screen readers know best. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  options,
  placeholder,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div className="mb-field__control">
          <select className="mb-input mb-select" {...control} {...selectProps}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}
