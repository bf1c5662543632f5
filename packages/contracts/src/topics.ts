/** Kafka topics, `<context>.<aggregate>.v1`, keyed by aggregate id. Created explicitly at start-up. */
export const TOPICS = {
  identityUsers: 'identity.users.v1',
  catalogueMeals: 'catalogue.meals.v1',
  cataloguePricing: 'catalogue.pricing.v1',
  orderingOrders: 'ordering.orders.v1',
  orderingCustomers: 'ordering.customers.v1',
  paymentPayments: 'payment.payments.v1',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/** Where a consumer parks messages it cannot process: `<topic>.<consumer>.dlq`. */
export function deadLetterTopic(topic: string, consumer: string): string {
  return `${topic}.${consumer}.dlq`;
}
