import { useLocation } from '@mealbox/web-kit/router';
import { Alert, Button, LinkButton, RefreshIcon, loginPath } from '@mealbox/web-kit';
import { PURCHASE_PATHS, SITE_PATHS } from '../checkout-paths';
import type { OrderProblem } from './order-problem';

interface OrderProblemAlertProps {
  problem: OrderProblem;
  /** Send the same order again. */
  onRetry: () => void;
  /** Send it again without the plan's discount code. */
  onWithoutCode: () => void;
}

/** Why the order was not placed, in the server's words where it gave them, and the way on. */
export function OrderProblemAlert({ problem, onRetry, onWithoutCode }: OrderProblemAlertProps) {
  const location = useLocation();
  const action = (() => {
    switch (problem.remedy) {
      case 'retry':
        return (
          <Button variant="secondary" size="sm" icon={<RefreshIcon size={16} />} onClick={onRetry}>
            Try again
          </Button>
        );
      case 'meals':
        return (
          <LinkButton to={PURCHASE_PATHS.meals} variant="secondary" size="sm">
            Change meals
          </LinkButton>
        );
      case 'plan':
        return (
          <LinkButton to={SITE_PATHS.plan} variant="secondary" size="sm">
            Change plan
          </LinkButton>
        );
      case 'without-code':
        return (
          <Button variant="secondary" size="sm" onClick={onWithoutCode}>
            Continue without the code
          </Button>
        );
      case 'sign-in':
        return (
          <LinkButton to={loginPath(location.pathname)} variant="primary" size="sm">
            Log in
          </LinkButton>
        );
      case 'date':
        return null;
    }
  })();
  return (
    <div data-testid="order-problem">
      <Alert tone="error" title={problem.title} action={action}>
        {problem.messages.length === 1 ? (
          <p>{problem.messages[0]}</p>
        ) : (
          <ul className="mb-alert__list">
            {problem.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </Alert>
    </div>
  );
}
