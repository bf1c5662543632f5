import { isDuplicateKeyError } from '@mealbox/platform';
import type { PaymentDeps } from './payment-deps';

/**
 * Creates the order's payment document, pending, if it has none yet (the first checkout, or a refund of an order
 * staff marked paid by hand). A concurrent creation by another request or instance is just as good.
 */
export async function ensurePayment(deps: PaymentDeps, orderId: string, userId: string): Promise<void> {
  if (await deps.payments.exists({ _id: orderId })) return;
  const now = deps.now();
  try {
    await deps.payments.create({
      _id: orderId,
      userId,
      provider: deps.provider.name,
      status: 'pending',
      sessions: [],
      version: 0,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}
