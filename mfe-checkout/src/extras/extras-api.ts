import type { AddOn, Order } from '@mealbox/contracts';
import { api, isDecimalPrice, unexpectedAnswer } from '@mealbox/web-kit';
import { orderAnswer } from '../purchase/purchase-api';

/** The catalogue's extras on sale and an order's extras (packages/contracts/src/http/add-on.ts, ordering.ts). */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isAddOn(value: unknown): value is AddOn {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.category === 'string' &&
    typeof value.image === 'string' &&
    isDecimalPrice(value.price) &&
    (value.food_information === null || isRecord(value.food_information))
  );
}

function isAddOnList(value: unknown): value is AddOn[] {
  return Array.isArray(value) && value.every(isAddOn);
}

/** GET /api/add-ons/: every extra on sale, by name. */
export function fetchAddOns(signal?: AbortSignal): Promise<AddOn[]> {
  return api.get('/api/add-ons/', {
    signal,
    parse: (data) => {
      if (!isAddOnList(data)) throw unexpectedAnswer('/api/add-ons/');
      return data;
    },
  });
}

/** PUT /api/orders/{id}/add-ons/{addOnId}/: how many of an extra the order holds (0 takes it out), re-priced. */
export function setOrderExtra(orderId: string, addOnId: string, quantity: number): Promise<Order> {
  return api.put(
    `/api/orders/${encodeURIComponent(orderId)}/add-ons/${encodeURIComponent(addOnId)}/`,
    { quantity },
    { parse: orderAnswer('/api/orders/{id}/add-ons/{addOnId}/') },
  );
}
