/**
 * Calendar dates (YYYY-MM-DD) as the UK counts them. Deliveries, bank holidays and the report's day filters are
 * about London's calendar, whatever the server's time zone; arithmetic runs on UTC midnights, so it never trips
 * over the clocks changing.
 */

const LONDON = 'Europe/London';

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  Number(parts.find((p) => p.type === type)?.value);

/** The date it is in London at `instant`. */
export function londonDate(instant: Date): string {
  const parts = londonParts.formatToParts(instant);
  return isoDate(part(parts, 'year'), part(parts, 'month'), part(parts, 'day'));
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const utcMidnight = (date: string): number => Date.parse(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/**
 * The instant London's day `date` begins. The UK changes its clocks at 01:00 UTC, never around midnight, so
 * London's offset at UTC midnight of that date is its offset at its own midnight.
 */
export function londonMidnight(date: string): Date {
  const utc = utcMidnight(date);
  const parts = londonParts.formatToParts(new Date(utc));
  const londonAtUtcMidnight = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
  );
  return new Date(utc - (londonAtUtcMidnight - utc));
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-03-07' -> '7 March 2025' (en-GB, as customers read dates). */
export function formatLongDate(date: string): string {
  return longDate.format(new Date(utcMidnight(date)));
}
