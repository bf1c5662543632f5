import type { CreditAccount } from '@mealbox/contracts';
import { api, unexpectedAnswer } from '@mealbox/web-kit';

const OWN_CREDIT = '/api/customers/me/credit/';

/** GET /api/customers/me/credit/: the signed-in customer's balance and its history, newest first. */
export async function fetchOwnCredit(signal: AbortSignal): Promise<CreditAccount> {
  const answer = await api.get<CreditAccount>(OWN_CREDIT, { signal });
  if (typeof answer?.balance !== 'string' || !Array.isArray(answer.entries))
    throw unexpectedAnswer(OWN_CREDIT);
  return answer;
}
