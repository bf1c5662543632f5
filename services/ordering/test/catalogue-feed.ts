import { TOPICS } from '@mealbox/contracts';
import type { DeliveryPriceChangedData, DiscountCodeChangedData } from '@mealbox/contracts';
import type { EventBus, IncomingMessage, Subscription } from '@mealbox/platform';
import { uniqueName } from '@mealbox/test-support';
import type { StartedCatalogue } from '../../catalogue/src/start-catalogue';

/** The private topics a test's ordering reads catalogue's events from. */
export interface CatalogueFeedTopics {
  catalogueMeals: string;
  cataloguePricing: string;
  catalogueMealAllergenChanges: string;
  catalogueAddOns: string;
}

/**
 * Copies ONE in-process catalogue's events, byte for byte, from the shared topics onto private ones for a test's
 * ordering. The shared topics also carry the running stack's and other test runs' catalogues, whose pricing rows,
 * delivery price ('site') and codes ('CHEF24') would otherwise mix into the test's read models. An event is this
 * catalogue's when it describes its state: a meal, add-on or pricing row that exists in its database (ids are
 * unique), or
 * a delivery price or code at the very revision and values its database holds now (a revision already overtaken
 * is skipped; the newer one follows). Events older than `since` (taken before the catalogue started) are
 * skipped without a look at the database, so replaying the topics' history stays quick.
 */
export async function forwardCatalogueEvents(
  bus: EventBus,
  catalogue: StartedCatalogue,
  topics: CatalogueFeedTopics,
  since: Date,
): Promise<Subscription> {
  const after = since.toISOString();
  const { meals } = catalogue.writeDeps;
  const { addOns } = catalogue.addOnWrites;
  const { pricing, configuration, discountCodes } = catalogue.pricing;
  const isObjectId = (key: string | null): key is string => key !== null && /^[0-9a-f]{24}$/.test(key);

  async function ours(message: IncomingMessage): Promise<boolean> {
    const event = JSON.parse(message.value ?? '{}') as { type?: string; occurredAt?: string; data?: unknown };
    if ((event.occurredAt ?? '') < after) return false;
    switch (event.type) {
      case 'MealUpserted':
      case 'MealDeleted':
      case 'MealAllergensChanged':
        return isObjectId(message.key) && (await meals.exists({ _id: message.key })) !== null;
      case 'AddOnUpserted':
        return isObjectId(message.key) && (await addOns.exists({ _id: message.key })) !== null;
      case 'PricingChanged':
        return isObjectId(message.key) && (await pricing.exists({ _id: message.key })) !== null;
      case 'DeliveryPriceChanged': {
        const data = event.data as DeliveryPriceChangedData;
        const stored = await configuration.findById(data.configurationId).lean();
        return stored?.revision === data.revision && stored.deliveryPricePence === data.deliveryPricePence;
      }
      case 'DiscountCodeChanged': {
        const data = event.data as DiscountCodeChangedData;
        const stored = await discountCodes.findById(data.code).lean();
        return (
          stored?.revision === data.revision &&
          stored.kind === data.kind &&
          stored.value === data.value &&
          stored.active === data.active &&
          stored.firstOrderOnly === data.firstOrderOnly &&
          (stored.expiresAt?.toISOString() ?? null) === data.expiresAt
        );
      }
      default:
        return false;
    }
  }

  return bus.subscribe({
    groupId: uniqueName('catalogue-forwarder'),
    topics: [
      TOPICS.catalogueMeals,
      TOPICS.cataloguePricing,
      TOPICS.catalogueMealAllergenChanges,
      TOPICS.catalogueAddOns,
    ],
    fromBeginning: true,
    async handle(message) {
      if (!(await ours(message))) return;
      const privateTopic: Record<string, string> = {
        [TOPICS.catalogueMeals]: topics.catalogueMeals,
        [TOPICS.cataloguePricing]: topics.cataloguePricing,
        [TOPICS.catalogueMealAllergenChanges]: topics.catalogueMealAllergenChanges,
        [TOPICS.catalogueAddOns]: topics.catalogueAddOns,
      };
      const topic = privateTopic[message.topic] ?? topics.cataloguePricing;
      await bus.publish([
        { topic, key: message.key ?? '', value: message.value ?? '', headers: message.headers },
      ]);
    },
  });
}
