import { api } from '@mealbox/web-kit';
import type { OrderEmail } from '@mealbox/contracts';

/** The emails the notifications service sent (or is sending) about an order, oldest first. */
export async function fetchOrderEmails(orderId: string, signal: AbortSignal): Promise<OrderEmail[]> {
  const answer = await api.get<{ emails: OrderEmail[] }>(
    `/api/admin/order-emails/?order_id=${encodeURIComponent(orderId)}&page_size=100`,
    { signal },
  );
  return answer.emails;
}
