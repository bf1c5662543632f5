import { orderPaymentTermsPath, orderPaymentTermsSchema } from '@mealbox/contracts';
import type { OrderPaymentTerms } from '@mealbox/contracts';
import type { Logger } from '@mealbox/platform';

/** Asks ordering for an order's payment terms, as the customer (with their own token). */
export type FetchOrderTerms = (orderId: string, authorization: string) => Promise<OrderPaymentTerms | null>;

/** Long enough for a loaded ordering; short enough that a checkout still answers promptly when it is down. */
const TERMS_TIMEOUT_MS = 2_000;

/**
 * Ordering over HTTP, for the one thing payment cannot always wait for its events to tell: an order's terms at
 * checkout. Answers null when ordering does not show the order to this customer (404) or cannot be asked (down,
 * slow, an unexpected answer): the caller then goes on with its event-fed view, as before.
 */
export function createOrderingTermsClient(orderingUrl: string, logger: Logger): FetchOrderTerms {
  return async (orderId, authorization) => {
    try {
      const response = await fetch(`${orderingUrl}${orderPaymentTermsPath(orderId)}`, {
        headers: { Authorization: authorization, Accept: 'application/json' },
        signal: AbortSignal.timeout(TERMS_TIMEOUT_MS),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`ordering answered ${response.status}`);
      return orderPaymentTermsSchema.parse(body);
    } catch (error) {
      logger.warn({ orderId, err: error }, "could not ask ordering for the order's payment terms");
      return null;
    }
  };
}
