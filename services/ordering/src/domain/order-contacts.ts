import type { OrderingDeps } from './ordering-deps';

/**
 * Names the customer on their orders that were placed before identity's profile reached ordering: those carry
 * no email (and the username as the name), so staff searching the order report by email or name would miss
 * them. Orders that already have an email keep the contact details they were placed with.
 */
export async function fillMissingOrderContacts(
  deps: Pick<OrderingDeps, 'orders' | 'now'>,
  userId: string,
  profile: { name: string; email: string },
): Promise<void> {
  if (!profile.email) return;
  await deps.orders.updateMany(
    { userId, customerEmail: '' },
    {
      $set: {
        customerEmail: profile.email,
        ...(profile.name ? { customerName: profile.name } : {}),
        updatedAt: deps.now(),
      },
      $inc: { version: 1 },
    },
  );
}
