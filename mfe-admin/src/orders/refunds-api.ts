import type { Order } from '@mealbox/contracts';
import { api } from '@mealbox/web-kit';

/** What the partial refund form sends. */
export interface RefundBody {
  destination: 'card' | 'credit';
  amount: string;
  lines: { kind: 'meal' | 'add_on' | 'delivery'; ref?: string; label: string; quantity: number }[];
  reason?: string;
  note?: string;
}

/**
 * POST /api/admin/orders/{id}/refunds/: refunds part of a paid order. The Idempotency-Key names this refund, so
 * sending it again after a lost answer refunds once. Answers the order with the refund in its `refunds`.
 */
export function refundPartOfOrder(orderId: string, body: RefundBody, idempotencyKey: string): Promise<Order> {
  return api.post<Order>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds/`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
