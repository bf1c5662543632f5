import type { SubscriptionConfirmation } from '@mealbox/contracts';

/** How many confirmations each 'Show older' page brings (the subscription itself brings the newest ten). */
export const CONFIRMATION_PAGE_SIZE = 10;

/** The newest with the older pages read so far, newest first, each once. */
export function mergeConfirmations(
  newest: readonly SubscriptionConfirmation[],
  older: readonly SubscriptionConfirmation[],
): SubscriptionConfirmation[] {
  const byId = new Map<string, SubscriptionConfirmation>();
  for (const confirmation of [...newest, ...older]) {
    if (!byId.has(confirmation.id)) byId.set(confirmation.id, confirmation);
  }
  return [...byId.values()].sort((a, b) => b.at.localeCompare(a.at));
}

/** The next page to read for 'Show older': the one after those already shown. */
export function nextConfirmationPage(shown: number): number {
  return Math.floor(shown / CONFIRMATION_PAGE_SIZE) + 1;
}
