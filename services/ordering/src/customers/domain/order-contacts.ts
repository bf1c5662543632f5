import type { Types } from 'mongoose';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';

/**
 * Names the customer on their orders that were placed before identity's profile reached ordering: those carry
 * no email (and the username as the name), so staff searching the order report by email or name would miss
 * them. Orders that already have an email keep the contact details they were placed with.
 */
export async function fillMissingOrderContacts(
  deps: Pick<OrderingDeps, 'orders' | 'now' | 'afterContactsFilled'>,
  userId: string,
  profile: { name: string; email: string },
): Promise<void> {
  if (!profile.email) return;
  const filling = await deps.orders
    .find({ userId, customerEmail: '' })
    .select({ _id: 1 })
    .lean<{ _id: Types.ObjectId }[]>();
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
  if (filling.length > 0) await deps.afterContactsFilled?.(filling.map((order) => order._id.toHexString()));
}
