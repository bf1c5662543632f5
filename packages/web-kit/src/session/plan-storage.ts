import { browserLocalStorage } from './token-storage';
import {
  isRecord,
  readStored,
  readVersioned,
  removeStored,
  writeStored,
  type StorageSource,
} from './stored-value';
import {
  MAX_DISCOUNT_CODE_LENGTH,
  isMealCount,
  isMealSize,
  isProteinPreference,
  normaliseDiscountCode,
  type PlanChoice,
} from '@mealbox/contracts/plan-choice';
import { SUBSCRIPTION_FREQUENCIES } from '@mealbox/contracts/subscription-frequency';
import type { SubscriptionFrequency } from '@mealbox/contracts/subscription-frequency';

const isFrequency = (value: unknown): value is SubscriptionFrequency =>
  SUBSCRIPTION_FREQUENCIES.some((each) => each.value === value);

/**
 * The chosen plan in the browser, so it survives a reload and every purchase step (the plan page, then the
 * checkout remote's meals, address and cart steps) reads the same one. localStorage, so a new tab has it too.
 *
 * Stored as `{"version":1,"plan":{...}}` under one key. Anything else found there (another version, bad JSON,
 * a field out of range, a value edited by hand) is ignored as if nothing were stored: a page then starts from
 * its defaults rather than breaking. A change of shape gets a new version number.
 */
export const PLAN_STORAGE_KEY = 'mealbox:plan';
export const PLAN_STORAGE_VERSION = 1;

interface StoredPlan {
  version: typeof PLAN_STORAGE_VERSION;
  plan: PlanChoice;
}

/** The plan in a stored value, or null when there is none or it is not one this version wrote. */
export function parseStoredPlan(raw: string | null | undefined): PlanChoice | null {
  const data = readVersioned(raw, PLAN_STORAGE_VERSION);
  if (!data || !isRecord(data.plan)) return null;
  const { protein_preference, meal_size, number_of_meals, discount_code, frequency } = data.plan;
  if (!isProteinPreference(protein_preference) || !isMealSize(meal_size) || !isMealCount(number_of_meals))
    return null;
  let code: string | null = null;
  if (discount_code !== null && discount_code !== undefined) {
    if (typeof discount_code !== 'string') return null;
    code = normaliseDiscountCode(discount_code);
    if (!code || code.length > MAX_DISCOUNT_CODE_LENGTH) return null;
  }
  // A plan kept before there was a choice has no frequency: it reads as weekly where it is used.
  if (frequency !== undefined && !isFrequency(frequency)) return null;
  return {
    protein_preference,
    meal_size,
    number_of_meals,
    discount_code: code,
    ...(frequency === undefined ? {} : { frequency }),
  };
}

/** The value `parseStoredPlan` reads back. */
export function serialisePlan(plan: PlanChoice): string {
  const stored: StoredPlan = {
    version: PLAN_STORAGE_VERSION,
    plan: {
      protein_preference: plan.protein_preference,
      meal_size: plan.meal_size,
      number_of_meals: plan.number_of_meals,
      discount_code: plan.discount_code,
      ...(plan.frequency === undefined ? {} : { frequency: plan.frequency }),
    },
  };
  return JSON.stringify(stored);
}

/** The stored plan, or null (none, unreadable, or storage blocked). */
export function readPlan(storage: StorageSource = browserLocalStorage): PlanChoice | null {
  return readStored(storage, PLAN_STORAGE_KEY, parseStoredPlan);
}

/** Keeps the plan for the next steps; false when the browser refused (blocked storage, full quota). */
export function savePlan(plan: PlanChoice, storage: StorageSource = browserLocalStorage): boolean {
  return writeStored(storage, PLAN_STORAGE_KEY, serialisePlan(plan));
}

/** Forgets the plan (e.g. once its order is placed). */
export function clearPlan(storage: StorageSource = browserLocalStorage): void {
  removeStored(storage, PLAN_STORAGE_KEY);
}
