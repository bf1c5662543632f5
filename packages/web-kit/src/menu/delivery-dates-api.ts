import type { DeliveryDates } from '@mealbox/contracts';
import { api } from '../api/default-client';
import { unexpectedAnswer } from '../api/answer-checks';

const PATH = '/api/orders/delivery-dates/';

function isDeliveryDates(value: unknown): value is DeliveryDates {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.today === 'string' &&
    typeof record.earliest === 'string' &&
    typeof record.latest === 'string' &&
    Array.isArray(record.dates) &&
    record.dates.every((date) => typeof date === 'string')
  );
}

/**
 * GET /api/orders/delivery-dates/ (public): the days an order placed now can be delivered, earliest first, and
 * the server's London today. The menu and the meal step choose their weeks from it, the address steps the day.
 */
export function fetchDeliveryDates(signal?: AbortSignal): Promise<DeliveryDates> {
  return api.get(PATH, {
    signal,
    parse: (data: unknown) => {
      if (!isDeliveryDates(data)) throw unexpectedAnswer(PATH);
      return data;
    },
  });
}
