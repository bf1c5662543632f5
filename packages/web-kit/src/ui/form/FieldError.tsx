import type { ReactNode } from 'react';
import { AlertIcon } from '../icons';

/**
 * A field's problem, as every form shows it: the icon, a hidden "Error:" for screen readers, the message. `id` is
 * what the control (or its fieldset) names in aria-describedby. Nothing when there is no problem.
 */
export function FieldError({ id, message }: { id: string; message: ReactNode | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mb-field__error">
      <AlertIcon size={16} />
      <span>
        <span className="mb-visually-hidden">Error: </span>
        {message}
      </span>
    </p>
  );
}
