import type { KeyedLock, WrittenDocument } from '@mealbox/platform';
import type { CreditEntryModel } from '../../credit/data/credit-entry-model';
import type { CustomerModel } from '../../customers/data/customer-model';
import type { MealReadModel } from '../data/meal-read-model';
import type { AddOnReadModel } from '../data/add-on-read-model';
import type { OrderModel } from '../../orders/data/order-model';
import type { AddOnStockModel } from '../../orders/data/add-on-stock-model';
import type { DeliveryPriceModel, DiscountCodeReadModel, PlanPriceModel } from '../data/pricing-read-models';
import type { SubscriptionModel } from '../../subscriptions/data/subscription-model';

/** What ordering keeps of other services, fed by their events. */
export interface ReadModels {
  meals: MealReadModel;
  /** Catalogue's add-ons (price, status, declaration, weekly stock), from catalogue.add-ons.v1. */
  addOns: AddOnReadModel;
  planPrices: PlanPriceModel;
  deliveryPrices: DeliveryPriceModel;
  discountCodes: DiscountCodeReadModel;
}

/** What the use cases work with. */
export interface OrderingDeps extends ReadModels {
  customers: CustomerModel;
  orders: OrderModel;
  subscriptions: SubscriptionModel;
  /** What each extra with a weekly stock has promised per delivery week. */
  addOnStock: AddOnStockModel;
  /** Every customer's account-credit ledger (credit/): its entries, whose sum is the balance. */
  creditEntries: CreditEntryModel;
  /**
   * Serialises writes of one document with each other and with the outbox relay's clean-up (FerretDB v1 does not
   * isolate concurrent updates of a document; see createKeyedLock). Writes are also conditional on the revision
   * or version they read, which is what keeps several instances right on MongoDB.
   */
  lock: KeyedLock;
  /** Called after every committed change that carries an event: publishes the outbox (of `written`, or every pending one). */
  afterChange(written?: WrittenDocument): void;
  /**
   * Called with the orders whose name and email a late profile filled in (no order event says so), so the order
   * search's index reads them again; absent where no index is kept.
   */
  afterContactsFilled?: (orderIds: string[]) => Promise<void>;
  /**
   * Called with the orders a customer's edit of their address's safe place and instructions reached (no order event
   * says so), so the staff report's rows (and its CSV export) read them again; absent where no report is kept.
   */
  afterDeliveryNotesCopied?: (orderIds: string[]) => Promise<void>;
  now(): Date;
}

/** Ordering's other retry loops (projections, reminders) try as often as writeDocument does. */
export { MAX_CONCURRENT_RETRIES } from '@mealbox/platform';
