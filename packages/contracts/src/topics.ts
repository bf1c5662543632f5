/** Kafka topics, `<context>.<aggregate>.v1`, keyed by aggregate id. Created explicitly at start-up. */
export const TOPICS = {
  identityUsers: 'identity.users.v1',
  /** The contact form's messages (ContactMessageHandled), keyed by message id. */
  identityContactMessages: 'identity.contact-messages.v1',
  catalogueMeals: 'catalogue.meals.v1',
  /**
   * MealAllergensChanged, keyed by meal id. A topic of its own, not compacted: on catalogue.meals.v1 the next
   * MealUpserted of the same meal would compact the change away before a lagging consumer had acted on it.
   */
  catalogueMealAllergenChanges: 'catalogue.meal-allergen-changes.v1',
  cataloguePricing: 'catalogue.pricing.v1',
  /** AddOnUpserted (the whole add-on, a deletion included), keyed by add-on id. */
  catalogueAddOns: 'catalogue.add-ons.v1',
  orderingOrders: 'ordering.orders.v1',
  orderingCustomers: 'ordering.customers.v1',
  orderingSubscriptions: 'ordering.subscriptions.v1',
  /** CreditEntryRecorded: every entry of a customer's account-credit ledger, keyed by customer id. */
  orderingCredit: 'ordering.credit.v1',
  paymentPayments: 'payment.payments.v1',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/**
 * Topics whose every event carries the whole current state of its key (a meal, a pricing row, the delivery price,
 * a discount code, an add-on). Kafka compacts them instead of deleting by age, so the latest event per key is kept for ever
 * and a read model built later (a new service, a new consumer group, a rebuilt database) still finds every meal
 * and price, however long ago it was published. Topics with history-shaped events (orders, users) keep the
 * default time-based retention.
 */
export const COMPACTED_TOPICS: readonly string[] = [
  TOPICS.catalogueMeals,
  TOPICS.cataloguePricing,
  TOPICS.catalogueAddOns,
];

/** Where a consumer parks messages it cannot process: `<topic>.<consumer>.dlq`. */
export function deadLetterTopic(topic: string, consumer: string): string {
  return `${topic}.${consumer}.dlq`;
}
