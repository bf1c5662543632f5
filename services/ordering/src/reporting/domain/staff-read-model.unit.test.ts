import { emptyDay } from './dashboard-contribution';
import { shiftMonth } from './dashboard-period';
import { summariseDays } from './dashboard-summary';
import { addDays } from '@mealbox/contracts/london-calendar';
import { StaffReadModel } from './staff-read-model';

const day = (statuses: Record<string, number>) => ({ ...emptyDay(), statuses });

function model() {
  const held = new StaffReadModel();
  held.replaceAll({
    days: [
      ['2026-11-20', day({ delivered: 3, cancelled: 1 })],
      ['2026-11-24', day({ processing: 2 })],
      ['2026-11-22', day({ delivered: 0 })],
    ],
    contacts: [
      { id: 'a', name: 'Ada Lovelace', email: 'ADA@example.co.uk' },
      { id: 'b', name: 'Grace Hopper', email: 'grace@navy.example' },
    ],
  });
  return held;
}

describe('the staff read model', () => {
  it('when days are counted for some statuses, then the newest day comes first and days without any are left out', () => {
    expect(model().countsByDay(['delivered', 'processing'], undefined, undefined)).toEqual([
      ['2026-11-24', 2],
      ['2026-11-20', 3],
    ]);
  });

  it('when a range is given, then only its days count, both ends included', () => {
    expect(model().countsByDay(['delivered', 'cancelled'], '2026-11-20', '2026-11-22')).toEqual([
      ['2026-11-20', 4],
    ]);
  });

  it('when contacts are searched, then part of a name or an email matches in any case', () => {
    const held = model();
    expect(held.contactsMatching('LOVE').map((contact) => contact.id)).toEqual(['a']);
    expect(held.contactsMatching('ada@EXAMPLE').map((contact) => contact.id)).toEqual(['a']);
    expect(held.contactsMatching('example').map((contact) => contact.id)).toEqual(['a', 'b']);
    expect(held.contactsMatching('turing')).toEqual([]);
  });

  it('when a day is replaced or removed, then its counts follow', () => {
    const held = model();
    held.setDay('2026-11-24', day({ processing: 1, ready: 1 }));
    held.setDay('2026-11-20', null);
    expect(held.countsByDay(['processing', 'ready', 'delivered'], undefined, undefined)).toEqual([
      ['2026-11-24', 2],
    ]);
  });
});

describe('the staff read model’s whole months', () => {
  /** Two years of days, each with a few orders, meals and deliveries that differ from day to day. */
  function twoYears() {
    const held = new StaffReadModel();
    const days: [string, ReturnType<typeof emptyDay>][] = [];
    for (let offset = 0; offset < 731; offset++) {
      const date = addDays('2024-11-25', offset);
      days.push([
        date,
        {
          ...emptyDay(),
          received: 1 + (offset % 7),
          paidOrders: offset % 5,
          paidPence: 1999 * (offset % 5),
          delivered: offset % 3,
          meals: { [`m${offset % 11}`]: 1 + (offset % 4), m0: 1 },
          statuses: { delivered: offset % 3 },
        },
      ]);
    }
    held.replaceAll({ days, contacts: [] });
    return held;
  }
  const periods = [
    { start: '2024-11-26', end: '2026-11-25' },
    { start: '2025-12-01', end: '2026-11-25' },
    { start: '2026-11-19', end: '2026-11-25' },
    { start: '2025-03-15', end: '2025-06-30' },
  ];
  const monthsEnding = (end: string) =>
    Array.from({ length: 12 }, (_, index) => shiftMonth(end.slice(0, 7), index - 11));

  it('when whole months come added up, then every period’s totals, chart and top meals equal those of its days', () => {
    const held = twoYears();
    for (const { start, end } of periods) {
      const period = { start, end, months: monthsEnding(end) };
      const from = `${period.months[0]}-01` < start ? `${period.months[0]}-01` : start;
      expect(summariseDays(held.bucketsBetween(from, end, start), period)).toEqual(
        summariseDays(held.daysBetween(from, end), period),
      );
      expect(held.bucketsBetween(from, end, start).length).toBeLessThan(100);
    }
  });

  it('when a day of a month already added up changes, then the month’s sum follows', () => {
    const held = twoYears();
    const period = { start: '2025-01-01', end: '2025-12-31', months: monthsEnding('2025-12-31') };
    const before = summariseDays(held.bucketsBetween('2025-01-01', '2025-12-31', '2025-01-01'), period);
    held.setDay('2025-06-15', { ...emptyDay(), received: 1000, meals: { m99: 500 } });
    const after = summariseDays(held.bucketsBetween('2025-01-01', '2025-12-31', '2025-01-01'), period);
    expect(after).toEqual(summariseDays(held.daysBetween('2025-01-01', '2025-12-31'), period));
    expect(after.totals.received).not.toBe(before.totals.received);
    expect(after.topMeals[0]).toEqual({ mealId: 'm99', quantity: 500 });
  });
});
