import { addWorkingDays, deliveryDateProblem, deliveryWindow, isWorkingDay } from './delivery-window';
import { addDays, formatLongDate, londonDate, londonMidnight } from '@mealbox/contracts/london-calendar';

describe('working days', () => {
  it('when a day is a weekend or a bank holiday, then it is not a working day', () => {
    expect(isWorkingDay('2025-03-07')).toBe(true); // Friday
    expect(isWorkingDay('2025-03-08')).toBe(false); // Saturday
    expect(isWorkingDay('2025-03-09')).toBe(false); // Sunday
    expect(isWorkingDay('2025-05-05')).toBe(false); // Early May bank holiday
  });

  it('when four working days are counted, then weekends are skipped', () => {
    expect(addWorkingDays('2025-03-03', 4)).toBe('2025-03-07'); // Monday -> Friday
    expect(addWorkingDays('2025-03-07', 4)).toBe('2025-03-13'); // Friday -> Thursday
    expect(addWorkingDays('2025-03-08', 4)).toBe('2025-03-13'); // Saturday -> Thursday
  });

  it('when a Friday order crosses a bank-holiday Monday, then the holiday does not count', () => {
    expect(addWorkingDays('2025-05-02', 4)).toBe('2025-05-09');
    // Thursday before Easter: Good Friday and Easter Monday both skipped.
    expect(addWorkingDays('2025-04-17', 4)).toBe('2025-04-25');
  });
});

describe('the delivery window', () => {
  it('when asked on a Monday, then it runs from Friday to the last working day 14 days ahead', () => {
    const window = deliveryWindow('2025-03-03');
    expect(window).toMatchObject({ today: '2025-03-03', earliest: '2025-03-07', latest: '2025-03-17' });
    expect(window.dates).toEqual([
      '2025-03-07',
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-17',
    ]);
  });

  it('when the 14th day is a Sunday, then the last date is the Friday before', () => {
    expect(deliveryWindow('2025-03-09').latest).toBe('2025-03-21');
    expect(deliveryWindow('2025-03-09').dates.at(-1)).toBe('2025-03-21');
  });

  it('when Christmas is near, then the bank holidays and the weekend are left out', () => {
    const window = deliveryWindow('2026-12-21');
    expect(window.earliest).toBe('2026-12-29');
    expect(window.dates).toEqual(['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-04']);
  });

  it('when a date is outside the window, then the message says why and gives the range in en-GB dates', () => {
    const today = '2025-03-03';
    const range = 'Choose a working day from 7 March 2025 to 17 March 2025.';
    expect(deliveryDateProblem('2025-03-07', today)).toBeNull();
    expect(deliveryDateProblem('2025-03-17', today)).toBeNull();
    expect(deliveryDateProblem('2025-03-06', today)).toBe(`Deliveries need 4 working days' notice. ${range}`);
    expect(deliveryDateProblem('2025-03-03', today)).toBe(`Deliveries need 4 working days' notice. ${range}`);
    expect(deliveryDateProblem('2025-03-18', today)).toBe(
      `Deliveries can be scheduled up to 14 days ahead. ${range}`,
    );
    expect(deliveryDateProblem('2025-03-08', today)).toBe(
      `8 March 2025 is a Saturday: we deliver on working days only. ${range}`,
    );
    // Easter: Good Friday inside the window; Easter Monday is its 14th day, so the window ends on the Thursday.
    expect(deliveryDateProblem('2025-04-18', '2025-04-07')).toBe(
      '18 April 2025 is a bank holiday (Good Friday). Choose a working day from 11 April 2025 to 17 April 2025.',
    );
  });
});

describe('the London calendar', () => {
  it("when it is late evening in UTC during British Summer Time, then London's date is already tomorrow", () => {
    expect(londonDate(new Date('2025-07-01T22:59:59Z'))).toBe('2025-07-01');
    expect(londonDate(new Date('2025-07-01T23:00:00Z'))).toBe('2025-07-02');
    expect(londonDate(new Date('2025-01-15T23:59:59Z'))).toBe('2025-01-15');
  });

  it("when a London day's start is asked for, then it is midnight GMT in winter and 23:00 UTC before in summer", () => {
    expect(londonMidnight('2025-01-15').toISOString()).toBe('2025-01-15T00:00:00.000Z');
    expect(londonMidnight('2025-07-02').toISOString()).toBe('2025-07-01T23:00:00.000Z');
    // The days the clocks change (at 01:00 UTC): the day starts on the old offset.
    expect(londonMidnight('2025-03-30').toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(londonMidnight('2025-10-26').toISOString()).toBe('2025-10-25T23:00:00.000Z');
    expect(londonMidnight('2025-10-27').toISOString()).toBe('2025-10-27T00:00:00.000Z');
  });

  it('when dates are added and written for people, then months and years roll over', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(formatLongDate('2025-03-07')).toBe('7 March 2025');
  });
});
