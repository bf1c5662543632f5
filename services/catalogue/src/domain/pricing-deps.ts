import type { KeyedLock, WrittenDocument } from '@mealbox/platform';
import type { ConfigurationModel } from '../data/configuration-model';
import type { DiscountCodeModel } from '../data/discount-code-model';
import type { PaidCustomerModel } from '../data/paid-customer-model';
import type { MealPlanPricingModel } from '../data/pricing-model';

/** What the pricing use cases work with. */
export interface PricingDeps {
  pricing: MealPlanPricingModel;
  configuration: ConfigurationModel;
  discountCodes: DiscountCodeModel;
  /** Who has paid for a box (from ordering's events): their quotes refuse first-box codes. */
  paidCustomers: PaidCustomerModel;
  /** Serialises writes of one document with each other and with the outbox relay (see createKeyedLock). */
  lock: KeyedLock;
  /**
   * Called after every committed change, awaited before it is answered: publishes the outbox (of `written`, or every
   * pending one) and drops cached answers here and, through the change stamp, on every instance.
   */
  afterChange(written?: WrittenDocument): void | Promise<void>;
  now(): Date;
}
