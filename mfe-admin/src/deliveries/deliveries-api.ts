import type { DeliveryDay, SendOutResult } from '@mealbox/contracts';
import { api } from '@mealbox/web-kit';

const DELIVERIES = '/api/admin/deliveries/';

/** Every box due on `date` that is not cancelled (GET /api/admin/deliveries/?date=). */
export function fetchDeliveryDay(date: string, signal: AbortSignal): Promise<DeliveryDay> {
  return api.get<DeliveryDay>(DELIVERIES, { query: { date }, signal });
}

/** Sends the chosen boxes out for delivery, each its own step (POST /api/admin/deliveries/out-for-delivery/). */
export function sendOutBoxes(orderIds: readonly string[]): Promise<SendOutResult> {
  return api.post<SendOutResult>(`${DELIVERIES}out-for-delivery/`, { order_ids: orderIds });
}
