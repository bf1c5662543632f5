import type { OrderStatus, PaymentStatus } from '@mealbox/contracts';
import { Badge } from '@mealbox/web-kit';
import { orderStatusLabel, orderStatusTone, paymentStatusLabel, paymentStatusTone } from './order-labels';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={orderStatusTone(status)}>{orderStatusLabel(status)}</Badge>;
}

/** Says 'Payment' as well, so the two badges side by side cannot be mistaken for each other. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={paymentStatusTone(status)}>Payment {paymentStatusLabel(status).toLowerCase()}</Badge>;
}
