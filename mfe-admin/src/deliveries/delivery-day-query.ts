import { londonDate } from '@mealbox/contracts/london-calendar';

/** The day the page shows (?date=YYYY-MM-DD); today in the UK when the address names none or no real day. */
export interface DeliveryDayQuery {
  date: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value;

export function readDeliveryDayQuery(params: URLSearchParams, today = new Date()): DeliveryDayQuery {
  const date = params.get('date') ?? '';
  return { date: isRealDay(date) ? date : londonDate(today) };
}

export function writeDeliveryDayQuery(query: DeliveryDayQuery): URLSearchParams {
  return new URLSearchParams({ date: query.date });
}
