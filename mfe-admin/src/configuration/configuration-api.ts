import type { Configuration, MealPlanPricingRow, MealPlanPricingUpdate } from '@mealbox/contracts';
import { api, forgetDeliveryPrice, isDecimalPrice, unexpectedAnswer } from '@mealbox/web-kit';

/**
 * The configuration screen's calls to the catalogue (packages/contracts/src/http/pricing.ts). Answers are checked
 * by hand for the fields the screen shows (zod would ship to the browser): a price staff cannot trust is an error.
 */

const PRICING = '/api/meal-plan-pricing/';
const CONFIGURATION = '/api/configuration/';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isPricingRow(value: unknown): value is MealPlanPricingRow {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    Number.isInteger(value.meal_count) &&
    (['base_price', 'standard_price', 'large_price', 'lean_price'] as const).every((field) =>
      isDecimalPrice(value[field]),
    )
  );
}

function isConfiguration(value: unknown): value is Configuration {
  return isRecord(value) && typeof value.id === 'string' && isDecimalPrice(value.delivery_price);
}

/** GET /api/meal-plan-pricing/: a row per meal count, fewest meals first. */
export async function fetchPricingRows(signal: AbortSignal): Promise<MealPlanPricingRow[]> {
  const rows = await api.get<unknown>(PRICING, { signal });
  if (!Array.isArray(rows) || !rows.every(isPricingRow)) throw unexpectedAnswer(PRICING);
  return [...rows].sort((a, b) => a.meal_count - b.meal_count);
}

/** PUT /api/meal-plan-pricing/{id}/ with the full row; answers the row as stored. */
export async function savePricingRow(
  row: MealPlanPricingUpdate & { id: string },
): Promise<MealPlanPricingRow> {
  const path = `${PRICING}${encodeURIComponent(row.id)}/`;
  const saved = await api.put<unknown>(path, row);
  if (!isPricingRow(saved)) throw unexpectedAnswer(path);
  return saved;
}

/** GET /api/configuration/: the spec's client uses the first item. */
export async function fetchConfiguration(signal: AbortSignal): Promise<Configuration> {
  const items = await api.get<unknown>(CONFIGURATION, { signal });
  const first: unknown = Array.isArray(items) ? items[0] : undefined;
  if (!isConfiguration(first)) throw unexpectedAnswer(CONFIGURATION);
  return first;
}

/**
 * PATCH /api/configuration/update_delivery_price/; answers the configuration as stored. The site's own copy of the
 * delivery price is dropped, so the public pages staff open next in this tab state the new one.
 */
export async function updateDeliveryPrice(deliveryPrice: string): Promise<Configuration> {
  const path = `${CONFIGURATION}update_delivery_price/`;
  const saved = await api.patch<unknown>(path, { delivery_price: deliveryPrice });
  forgetDeliveryPrice();
  if (!isConfiguration(saved)) throw unexpectedAnswer(path);
  return saved;
}
