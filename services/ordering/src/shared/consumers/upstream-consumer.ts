import {
  TOPICS,
  addOnSnapshotSchema,
  deliveryPriceChangedSchema,
  discountCodeChangedSchema,
  mealAllergensChangedSchema,
  mealDeletedSchema,
  mealSnapshotSchema,
  pricingChangedSchema,
  userRegisteredSchema,
  userUpdatedSchema,
} from '@mealbox/contracts';
import { on, startEventConsumer } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger } from '@mealbox/platform';
import { applyUserProfile } from '../../customers/domain/customers';
import { flagBoxesForAllergenChange } from '../../customers/domain/allergen-alerts';
import type { OrderingDeps } from '../domain/ordering-deps';
import {
  applyAddOnUpserted,
  applyDeliveryPriceChanged,
  applyDiscountCodeChanged,
  applyMealDeleted,
  applyMealUpserted,
  applyPricingChanged,
} from '../domain/read-models';

export const ORDERING_CONSUMER_GROUP = 'ordering';

/** Where the events ordering keeps read models of come from. */
export interface UpstreamTopics {
  identityUsers: string;
  catalogueMeals: string;
  cataloguePricing: string;
  catalogueMealAllergenChanges: string;
  catalogueAddOns: string;
}

export const UPSTREAM_TOPICS: UpstreamTopics = {
  identityUsers: TOPICS.identityUsers,
  catalogueMeals: TOPICS.catalogueMeals,
  cataloguePricing: TOPICS.cataloguePricing,
  catalogueMealAllergenChanges: TOPICS.catalogueMealAllergenChanges,
  catalogueAddOns: TOPICS.catalogueAddOns,
};

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

/**
 * Keeps ordering's read models from identity's and catalogue's events: customers (name and email) from users,
 * meals, add-ons, pricing rows, the delivery price and discount codes. Every handler is a conditional write guarded by
 * the event's time (profiles) or the aggregate's revision (catalogue), so redelivered, replayed and out-of-order
 * events leave the newest state.
 */
export function startUpstreamConsumer(
  deps: OrderingDeps & { bus: EventBus; logger: Logger; consumerGroup?: string; topics?: UpstreamTopics },
): Promise<EventConsumer> {
  const topics = deps.topics ?? UPSTREAM_TOPICS;
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? ORDERING_CONSUMER_GROUP,
    topics: [
      topics.identityUsers,
      topics.catalogueMeals,
      topics.cataloguePricing,
      topics.catalogueMealAllergenChanges,
      topics.catalogueAddOns,
    ],
    handlers: {
      // Staff get a customer too: harmless, and ready if they ever order.
      UserRegistered: on(userRegisteredSchema, (event) =>
        applyUserProfile(deps, event.data.userId, {
          name: fullName(event.data),
          email: event.data.email,
          at: new Date(event.occurredAt),
        }),
      ),
      UserUpdated: on(userUpdatedSchema, (event) =>
        applyUserProfile(deps, event.data.userId, {
          name: fullName(event.data),
          email: event.data.email,
          at: new Date(event.occurredAt),
        }),
      ),
      MealUpserted: on(mealSnapshotSchema, (event) => applyMealUpserted(deps, event)),
      MealDeleted: on(mealDeletedSchema, (event) => applyMealDeleted(deps, event)),
      // Not a read model: open boxes whose meal gained an allergen their customer leaves out are flagged to them.
      MealAllergensChanged: on(mealAllergensChangedSchema, (event) =>
        flagBoxesForAllergenChange(deps, event.data, event.correlationId),
      ),
      AddOnUpserted: on(addOnSnapshotSchema, (event) => applyAddOnUpserted(deps, event.data)),
      PricingChanged: on(pricingChangedSchema, (event) => applyPricingChanged(deps, event.data)),
      DeliveryPriceChanged: on(deliveryPriceChangedSchema, (event) =>
        applyDeliveryPriceChanged(deps, event.data),
      ),
      DiscountCodeChanged: on(discountCodeChangedSchema, (event) =>
        applyDiscountCodeChanged(deps, event.data),
      ),
    },
  });
}
