import { Alert, ArrowRightIcon, LinkButton } from '@mealbox/web-kit';
import { cartPath } from '../../checkout-paths';
import type { PaymentProblemWords } from './box-payment-words';

/**
 * The box's payment failed (the saved card was refused): why, what happens next, and the way to pay for it now,
 * with another card, at the box's own cart.
 */
export function BoxPaymentProblem({ problem }: { problem: PaymentProblemWords }) {
  return (
    <Alert
      tone="warning"
      title="We couldn’t take payment for this box"
      action={
        <LinkButton
          to={cartPath(problem.orderId)}
          variant="accent"
          size="sm"
          iconEnd={<ArrowRightIcon size={16} />}
          data-testid="pay-for-box"
        >
          Pay for this box
        </LinkButton>
      }
    >
      <p>{problem.text}</p>
    </Alert>
  );
}
