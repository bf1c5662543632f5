import { Types } from 'mongoose';
import type { PlanPrices } from '@mealbox/contracts';
import { badRequest, notFound, writeDocument } from '@mealbox/platform';
import type { MealPlanPricingDocument } from '../data/pricing-model';
import { pricingChangedEntry } from '../events/pricing-events';
import type { PricingDeps } from './pricing-deps';
import type { PricingRowEdit } from './pricing-row-rules';
import { pricingRowProblems } from './pricing-row-rules';
import { planPricesOf } from './pricing-reads';

const ROW_NOT_FOUND = 'Pricing row not found.';

/**
 * Replaces one row's prices (staff, PUT). The change and its PricingChanged event are one write; an edit that
 * changes nothing writes and announces nothing. Runs under the row's lock, and applies only to the revision it
 * read (writeDocument), so on real MongoDB with several instances two saves cannot interleave either.
 */
export async function updatePricingRow(
  deps: PricingDeps,
  rowId: string,
  edit: PricingRowEdit,
  correlationId: string,
): Promise<MealPlanPricingDocument> {
  if (!/^[0-9a-f]{24}$/i.test(rowId)) throw notFound(ROW_NOT_FOUND);
  const _id = new Types.ObjectId(rowId);
  const result = await writeDocument<MealPlanPricingDocument, null>({
    model: deps.pricing,
    id: _id,
    lock: deps.lock,
    versionField: 'revision',
    decide: (current) => {
      if (!current) throw notFound(ROW_NOT_FOUND);
      const prices = pricesAfter(rowId, current, edit);
      const unchanged = (Object.keys(prices) as (keyof PlanPrices)[]).every(
        (field) => prices[field] === planPricesOf(current)[field],
      );
      if (unchanged) return { outcome: null };
      const event = pricingChangedEntry(rowId, current.revision + 1, prices, {
        correlationId,
        now: deps.now,
      });
      return { change: { set: prices, events: [event] }, outcome: null };
    },
    now: deps.now,
    announce: (id) => deps.afterChange({ model: deps.pricing, id }),
    conflictMessage:
      'The pricing row was changed by someone else at the same time. Please reload and try again.',
  });
  if (!result.document) throw notFound(ROW_NOT_FOUND);
  return result.document;
}

/** The row's prices after the edit, or the edit's problems as a 400. */
function pricesAfter(rowId: string, current: MealPlanPricingDocument, edit: PricingRowEdit): PlanPrices {
  const problems = pricingRowProblems(rowId, current, edit);
  if (Object.keys(problems).length > 0) throw badRequest('The pricing row is not valid.', problems);
  return {
    mealCount: current.mealCount,
    basePricePence: edit.base_price,
    standardPricePence: edit.standard_price,
    largePricePence: edit.large_price,
    leanPricePence: edit.lean_price,
  };
}
