import type { CourierEventType, OrderStatus } from '@mealbox/contracts';

/**
 * What a courier's report does to an order, pure. Couriers report late and out of order (a scan lost, a van out
 * of signal), so the rules take the box's word for where it is, and never move it back:
 * - `out_for_delivery` from preparing or ready; `delivered` from preparing, ready or out for delivery (the box was
 *   handed over even if the van's scan never reached us);
 * - a `failed_attempt` is recorded while the box is on its way (an earlier status becomes out for delivery, since
 *   the van had it);
 * - a report that comes after the box was delivered (an "out for delivery" sent before "delivered" but received
 *   after it) changes nothing: `stale`;
 * - a box not yet packed (processing) or cancelled cannot be with a courier: `refused`, for staff to look at.
 */
export type CourierReportDecision =
  | { kind: 'move'; to: OrderStatus }
  | { kind: 'attempt'; movesOut: boolean }
  | { kind: 'stale'; message: string }
  | { kind: 'refused'; message: string };

const WITH_COURIER: readonly OrderStatus[] = ['preparing', 'ready', 'out_for_delivery'];

export function decideCourierReport(
  status: OrderStatus,
  type: CourierEventType,
  reference: string,
): CourierReportDecision {
  if (status === 'cancelled')
    return { kind: 'refused', message: `Order ${reference} is cancelled; it should not be with a courier.` };
  if (status === 'processing')
    return { kind: 'refused', message: `Order ${reference} is not packed yet; it cannot be with a courier.` };
  if (status === 'delivered')
    return { kind: 'stale', message: `Order ${reference} is already delivered; the report changes nothing.` };
  if (!WITH_COURIER.includes(status)) return { kind: 'refused', message: `Order ${reference} is ${status}.` };
  if (type === 'delivered') return { kind: 'move', to: 'delivered' };
  if (type === 'failed_attempt') return { kind: 'attempt', movesOut: status !== 'out_for_delivery' };
  if (status === 'out_for_delivery')
    return { kind: 'stale', message: `Order ${reference} is already out for delivery.` };
  return { kind: 'move', to: 'out_for_delivery' };
}
