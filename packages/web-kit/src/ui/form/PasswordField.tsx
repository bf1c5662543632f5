import { useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAction'>;

/**
 * A password input with a show/hide toggle (spec section 2, Login). The toggle is a real button: its name stays
 * 'Show password' and aria-pressed says whether the password is showing, so the state is announced without the
 * name changing under the user. Autocomplete is the caller's: 'current-password' to sign in, 'new-password' to
 * register, so password managers fill or suggest.
 */
export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAction={
        <button
          type="button"
          className="mb-field__action"
          aria-label="Show password"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon size={22} /> : <EyeIcon size={22} />}
        </button>
      }
    />
  );
}
