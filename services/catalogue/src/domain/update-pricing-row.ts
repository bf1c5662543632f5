import { Types } from 'mongoose';
import type { PlanPrices } from '@mealbox/contracts';
import { badRequest, conflict, documentLockKey, notFound, outboxUpdate } from '@mealbox/platform';
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
 * read, so on real MongoDB with several instances two saves cannot interleave either.
 */
export async function updatePricingRow(
  deps: PricingDeps,
  rowId: string,
  edit: PricingRowEdit,
  correlationId: string,
): Promise<MealPlanPricingDocument> {
  if (!/^[0-9a-f]{24}$/i.test(rowId)) throw notFound(ROW_NOT_FOUND);
  const _id = new Types.ObjectId(rowId);
  const saved = await deps.lock(documentLockKey(deps.pricing, _id), () =>
    writeRow(deps, _id, edit, correlationId),
  );
  deps.afterChange({ model: deps.pricing, id: _id });
  return saved;
}

async function writeRow(
  deps: PricingDeps,
  _id: Types.ObjectId,
  edit: PricingRowEdit,
  correlationId: string,
): Promise<MealPlanPricingDocument> {
  const rowId = _id.toHexString();
  const current = await deps.pricing.findById(_id).select({ outbox: 0 }).lean<MealPlanPricingDocument>();
  if (!current) throw notFound(ROW_NOT_FOUND);
  const problems = pricingRowProblems(rowId, current, edit);
  if (Object.keys(problems).length > 0) throw badRequest('The pricing row is not valid.', problems);
  const prices: PlanPrices = {
    mealCount: current.mealCount,
    basePricePence: edit.base_price,
    standardPricePence: edit.standard_price,
    largePricePence: edit.large_price,
    leanPricePence: edit.lean_price,
  };
  const unchanged = (Object.keys(prices) as (keyof PlanPrices)[]).every(
    (field) => prices[field] === planPricesOf(current)[field],
  );
  if (unchanged) return current;
  const revision = current.revision + 1;
  const updatedAt = deps.now();
  const outbox = outboxUpdate([
    pricingChangedEntry(rowId, revision, prices, { correlationId, now: deps.now }),
  ]);
  const written = await deps.pricing.updateOne(
    { _id, revision: current.revision },
    {
      $set: { ...prices, revision, updatedAt, ...outbox.$set },
      $push: outbox.$push,
    },
  );
  if (written.matchedCount !== 1) {
    throw conflict(
      'The pricing row was changed by someone else at the same time. Please reload and try again.',
    );
  }
  return { ...current, ...prices, revision, updatedAt };
}
