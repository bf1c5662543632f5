import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';

export interface SubmitButtonProps {
  /** The request is on its way: the button shows a spinner and `pendingLabel`, and a second press does nothing. */
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}

/**
 * An account form's one wide submit button ('Log in', 'Set new password'). aria-disabled, not disabled, while the
 * request runs: the button keeps the focus of whoever pressed it.
 */
export function SubmitButton({ pending, pendingLabel, children }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="primary" size="lg" fullWidth aria-disabled={pending}>
      {pending ? (
        <>
          <Spinner size="sm" /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
