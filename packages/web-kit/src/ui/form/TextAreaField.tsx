import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldFrameProps } from './Field';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> &
  FieldFrameProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text box (a message, a note); `rows` sets its starting height. */
export function TextAreaField({ label, hint, error, id, className, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div className="mb-field__control">
          <textarea className="mb-input mb-textarea" {...control} {...textAreaProps} />
        </div>
      )}
    </Field>
  );
}
