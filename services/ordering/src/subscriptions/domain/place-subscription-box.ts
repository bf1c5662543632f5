import type { SubscriptionDeliveryLockedData } from '@mealbox/contracts';
import { isDuplicateKeyError } from '@mealbox/platform';
import { exclusionsOf } from '../../customers/domain/allergen-exclusions';
import type { CustomerDocument } from '../../customers/data/customer-model';
import type { MealReadDocument } from '../../shared/data/meal-read-model';
import type { OrderDocument } from '../../orders/data/order-model';
import type { SubscriptionDocument } from '../data/subscription-model';
import { WITHOUT_OUTBOX } from '../../shared/data/query-helpers';
import { orderPlacedEntry } from '../../orders/events/order-events';
import { newOrderDocument } from '../../orders/domain/new-order-document';
import { priceOrder } from '../../pricing/domain/price-order';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { defaultBoxMeals } from './default-box-meals';
import { subscriptionOrderKey } from './start-subscription';
import { boxExtras } from './box-extras';
import { giveBackExtras } from '../../orders/domain/order-add-ons';
import { commitOrderCredit, creditAvailableTo } from '../../orders/domain/order-credit';
import { payWithCredit } from '../../orders/domain/paid-by-credit';

/**
 * Places the order of a subscription box that passed its cut-off (SubscriptionDeliveryLocked): the plan, meals
 * and extras it locked with (or our choice for the customer's protein preference, and the every-week extras), to
 * the subscription's address, priced from the read models without a discount code, payment pending until it is
 * charged. Its key is the box's (subscriptionOrderKey), unique per customer, so a redelivered event or a second
 * instance finds the order already there and places nothing. Answers the order, or null when the subscription is not this database's.
 */
export async function placeSubscriptionBox(
  deps: OrderingDeps,
  box: SubscriptionDeliveryLockedData,
  correlationId: string,
): Promise<OrderDocument | null> {
  const idempotencyKey = subscriptionOrderKey(box.subscriptionId, box.scheduledDate);
  const placed = () =>
    deps.orders.findOne({ userId: box.userId, idempotencyKey }).select(WITHOUT_OUTBOX).lean<OrderDocument>();
  const earlier = await placed();
  // Placed before (a redelivery, another instance): its credit is committed, in case that stopped short of it.
  if (earlier)
    return payWithCredit(
      deps,
      await commitOrderCredit(deps, earlier, 'system', correlationId),
      correlationId,
    );

  const subscription = await deps.subscriptions
    .findById(box.subscriptionId)
    .select({ customerId: 1, address: 1, userId: 1, extras: 1 })
    .lean<Pick<SubscriptionDocument, 'customerId' | 'address' | 'userId' | 'extras'>>();
  if (!subscription || subscription.userId !== box.userId) return null;
  const customer = await deps.customers
    .findById(subscription.customerId)
    .select({ name: 1, email: 1, allergenExclusions: 1 })
    .lean<Pick<CustomerDocument, 'name' | 'email' | 'allergenExclusions'>>();
  const extras = await boxExtras(deps, {
    // The extras chosen for this box alone when it locked, else the every-week extras as they stand now.
    extras: box.extras ?? subscription.extras ?? [],
    deliveryDay: box.deliveryDate,
    exclusions: exclusionsOf(customer),
  });
  const priced = await priceOrder(deps, box.userId, {
    plan: box.plan,
    discountCode: null,
    addOns: extras,
    creditPence: await creditAvailableTo(deps, { customerId: subscription.customerId, orderId: null }),
  });
  // Subscriptions only hold plans that had a price; a row removed since cannot be priced: retry, then park.
  if (!priced.quote) {
    await giveBackExtras(deps, extras, box.deliveryDate);
    throw new Error(`no price for a box of ${box.plan.numberOfMeals} meals`);
  }
  const items =
    box.items ??
    defaultBoxMeals(
      await deps.meals.find({ category: 'main_course' }).lean<MealReadDocument[]>(),
      box.plan,
      box.deliveryDate,
      box.dietaryRequirements,
      exclusionsOf(customer),
    );

  const order = newOrderDocument({
    userId: box.userId,
    customer: { id: subscription.customerId, name: customer?.name ?? '', email: customer?.email ?? '' },
    address: subscription.address,
    deliveryDate: box.deliveryDate,
    plan: box.plan,
    price: priced.quote,
    items,
    idempotencyKey,
    requestHash: idempotencyKey,
    subscriptionId: box.subscriptionId,
    now: deps.now(),
  });
  try {
    await deps.orders.create({
      ...order,
      outbox: [orderPlacedEntry(order, { firstBoxOnlyCode: null }, { correlationId, now: deps.now })],
      outboxPending: true,
    });
  } catch (error) {
    // Placed meanwhile (another instance, a redelivery), or not placed at all: either way not by these extras.
    await giveBackExtras(deps, extras, box.deliveryDate);
    if (isDuplicateKeyError(error)) return placed();
    throw error;
  }
  deps.afterChange({ model: deps.orders, id: order._id });
  // The box is charged off-session next: the credit it spends is committed first.
  const committed = await commitOrderCredit(
    deps,
    { ...order, outbox: [], outboxPending: true },
    'system',
    correlationId,
  );
  return payWithCredit(deps, committed, correlationId);
}
