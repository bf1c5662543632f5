import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { RefreshIcon } from './icons';

export interface LoadErrorAlertProps {
  /** What did not load, as the customer reads it: 'We couldn’t load your orders'. */
  title: ReactNode;
  /** Asks again (an `AsyncResult`'s `retry`). */
  onRetry: () => void;
  /** Why, in words (usually `describeError`), and anything the page adds. */
  children?: ReactNode;
  /** 'primary' where trying again is the page's only way on (a menu, the prices); a quiet 'secondary' in a card. */
  retryVariant?: 'primary' | 'secondary';
  className?: string;
}

/** Something the page needs did not load: an error alert (role=alert) with a 'Try again' button. */
export function LoadErrorAlert({
  title,
  onRetry,
  children,
  retryVariant = 'secondary',
  className,
}: LoadErrorAlertProps) {
  return (
    <Alert
      tone="error"
      title={title}
      className={className}
      action={
        <Button variant={retryVariant} size="sm" icon={<RefreshIcon size={16} />} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
