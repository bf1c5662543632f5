import { Types } from 'mongoose';
import { calculatePrice } from '@mealbox/contracts';
import type { PlanPrices } from '@mealbox/contracts';
import type { MealReadDocument } from '../src/shared/data/meal-read-model';
import type { SubscriptionDocument, SubscriptionPlan } from '../src/subscriptions/data/subscription-model';
import type { DecisionContext } from '../src/subscriptions/domain/subscription-change';

/** Six Standard meals, Meat & Vegan: the plan the fixtures start with. */
export const SIX_STANDARD: SubscriptionPlan = { proteinPreference: 'MV', mealSize: 'S', numberOfMeals: 6 };
export const TEN_LARGE: SubscriptionPlan = { proteinPreference: 'MO', mealSize: 'L', numberOfMeals: 10 };

const ROWS: PlanPrices[] = [
  {
    mealCount: 6,
    basePricePence: 5999,
    standardPricePence: 1000,
    largePricePence: 1199,
    leanPricePence: 1199,
  },
  {
    mealCount: 10,
    basePricePence: 8999,
    standardPricePence: 900,
    largePricePence: 1099,
    leanPricePence: 1099,
  },
];

/** Free delivery, the seeded prices: six Standard £59.99, ten Large £109.89. */
export const priceOf: DecisionContext['priceOf'] = (plan) => {
  const row = ROWS.find((each) => each.mealCount === plan.numberOfMeals);
  return row ? calculatePrice({ prices: row, size: plan.mealSize, deliveryPricePence: 0 }) : null;
};

/** A subscription whose first order was delivered on `firstOrderDeliveryDate`, with no changes yet. */
export function subscriptionFixture(
  firstOrderDeliveryDate: string,
  fields: Partial<SubscriptionDocument> = {},
): SubscriptionDocument {
  const _id = new Types.ObjectId();
  return {
    _id,
    userId: 'user-1',
    customerId: 'customer-1',
    liveKey: 'user-1',
    firstOrderId: new Types.ObjectId().toHexString(),
    firstOrderDeliveryDate,
    plan: SIX_STANDARD,
    planChanges: [],
    frequency: 'weekly',
    frequencyChanges: [],
    extraBoxes: [],
    address: {
      id: 'a1',
      address: '10 Downing Street',
      city: 'London',
      county: 'Greater London',
      postcode: 'SW1A 2AA',
    },
    status: 'active',
    pausedUntil: null,
    pauses: [],
    cancelledAt: null,
    cancelledFrom: null,
    overrides: [],
    dietaryRequirements: [],
    extras: [],
    lockedSlots: [],
    remindedSlots: [],
    confirmations: [],
    version: 1,
    createdAt: new Date('2026-03-01T10:00:00Z'),
    updatedAt: new Date('2026-03-01T10:00:00Z'),
    outbox: [],
    outboxPending: false,
    ...fields,
  };
}

/** A meal as ordering's read model holds it, on every week's menu unless given a rest week. */
export const mealCopy = (id: string, fields: Partial<MealReadDocument> = {}): MealReadDocument => ({
  _id: id,
  revision: 1,
  deleted: false,
  name: id,
  category: 'main_course',
  status: 'available',
  menuRestWeek: null,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...fields,
});

/** The rules' context at `at` (an ISO instant), knowing these meals (by default 'stew' and 'salad'). */
export const contextAt = (
  at: string,
  names: Record<string, string> = {},
  meals: MealReadDocument[] = [mealCopy('stew'), mealCopy('salad')],
): DecisionContext => ({
  now: new Date(at),
  priceOf,
  mealName: (mealId) => names[mealId] ?? mealId,
  meals: new Map(meals.map((meal) => [meal._id, meal])),
});

/** The subscription after a change (as the write applies it). */
export function applied(
  subscription: SubscriptionDocument,
  change: { set: Partial<SubscriptionDocument> } | null,
): SubscriptionDocument {
  if (!change) throw new Error('expected a change');
  return { ...subscription, ...change.set };
}

/** The problem a rule refused with: its status, detail and field errors. */
export function refusal(rule: () => unknown): {
  status: number;
  detail?: string;
  errors?: Record<string, string[]>;
} {
  try {
    rule();
  } catch (error) {
    const problem = error as { status: number; detail?: string; errors?: Record<string, string[]> };
    return { status: problem.status, detail: problem.detail, errors: problem.errors };
  }
  throw new Error('expected a refusal');
}
