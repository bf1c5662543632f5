import type { CreditAccount } from '@mealbox/contracts';
import { api, unexpectedAnswer } from '@mealbox/web-kit';

function checked(answer: CreditAccount | undefined, path: string): CreditAccount {
  if (typeof answer?.balance !== 'string' || !Array.isArray(answer.entries)) throw unexpectedAnswer(path);
  return answer;
}

/** GET /api/admin/customers/{customerId}/credit/: the customer's balance and its history, newest first. */
export async function fetchCustomerCredit(customerId: string, signal: AbortSignal): Promise<CreditAccount> {
  const path = `/api/admin/customers/${encodeURIComponent(customerId)}/credit/`;
  return checked(await api.get<CreditAccount>(path, { signal }), path);
}

/** What the grant form sends. */
export interface CreditGrantBody {
  amount: string;
  reason: string;
  note?: string;
}

/**
 * POST /api/admin/orders/{id}/credit/: credit for the order's customer. The Idempotency-Key names this grant, so
 * sending it again after a lost answer grants once. Answers the customer's credit with it.
 */
export async function grantOrderCredit(
  orderId: string,
  body: CreditGrantBody,
  idempotencyKey: string,
): Promise<CreditAccount> {
  const path = `/api/admin/orders/${encodeURIComponent(orderId)}/credit/`;
  const answer = await api.post<CreditAccount>(path, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return checked(answer, path);
}
