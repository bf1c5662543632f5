import { api } from '../api/default-client';
import { isDecimalPrice, unexpectedAnswer } from '../api/answer-checks';

const PATH = '/api/configuration/';

/**
 * GET /api/configuration/: the delivery price of a box, in pence, from the first (only) item. An answer of
 * another shape is an error, never a price guessed around. No AbortSignal: one answer serves every component
 * that asks (see delivery-price-store.ts), so no single one of them may cancel it.
 */
export async function fetchDeliveryPricePence(): Promise<number> {
  const items = await api.get<unknown>(PATH);
  const first: unknown = Array.isArray(items) ? items[0] : undefined;
  const price =
    typeof first === 'object' && first !== null
      ? (first as Record<string, unknown>).delivery_price
      : undefined;
  if (!isDecimalPrice(price)) throw unexpectedAnswer(PATH);
  // Exactly two decimals: rounding only removes binary noise (3.49 * 100 is 349.00000000000006).
  return Math.round(Number(price) * 100);
}
