import { bankHolidayOn, englandAndWalesBankHolidays } from './bank-holidays';

const datesOf = (year: number) => englandAndWalesBankHolidays(year).map((holiday) => holiday.date);

describe('England and Wales bank holidays', () => {
  it('when computed for 2024 to 2027, then they are the dates gov.uk publishes', () => {
    // https://www.gov.uk/bank-holidays (England and Wales)
    expect(datesOf(2024)).toEqual([
      '2024-01-01',
      '2024-03-29',
      '2024-04-01',
      '2024-05-06',
      '2024-05-27',
      '2024-08-26',
      '2024-12-25',
      '2024-12-26',
    ]);
    expect(datesOf(2025)).toEqual([
      '2025-01-01',
      '2025-04-18',
      '2025-04-21',
      '2025-05-05',
      '2025-05-26',
      '2025-08-25',
      '2025-12-25',
      '2025-12-26',
    ]);
    expect(datesOf(2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
    expect(datesOf(2027)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it('when Christmas falls on a Saturday, then Monday and Tuesday are the substitute days', () => {
    expect(englandAndWalesBankHolidays(2021).slice(-2)).toEqual([
      { date: '2021-12-27', name: 'Christmas Day (substitute day)' },
      { date: '2021-12-28', name: 'Boxing Day (substitute day)' },
    ]);
  });

  it('when Christmas falls on a Sunday, then Boxing Day is the Monday and Christmas moves to the Tuesday', () => {
    expect(englandAndWalesBankHolidays(2022).slice(-2)).toEqual([
      { date: '2022-12-26', name: 'Boxing Day' },
      { date: '2022-12-27', name: 'Christmas Day (substitute day)' },
    ]);
  });

  it("when Christmas falls on a Friday, then Boxing Day's substitute is the Monday", () => {
    expect(datesOf(2026).slice(-2)).toEqual(['2026-12-25', '2026-12-28']);
  });

  it("when New Year's Day falls on a weekend, then the next Monday is the holiday", () => {
    expect(englandAndWalesBankHolidays(2022)[0]).toEqual({
      date: '2022-01-03',
      name: "New Year's Day (substitute day)",
    });
    expect(datesOf(2023)[0]).toBe('2023-01-02');
    expect(datesOf(2028)[0]).toBe('2028-01-03');
  });

  it('when the Crown moved or added holidays (2020 VE day, 2022 jubilee and state funeral, 2023 coronation), then the list says so', () => {
    expect(datesOf(2020)).toEqual([
      '2020-01-01',
      '2020-04-10',
      '2020-04-13',
      '2020-05-08',
      '2020-05-25',
      '2020-08-31',
      '2020-12-25',
      '2020-12-28',
    ]);
    expect(bankHolidayOn('2020-05-04')).toBeUndefined();
    expect(datesOf(2022)).toEqual([
      '2022-01-03',
      '2022-04-15',
      '2022-04-18',
      '2022-05-02',
      '2022-06-02',
      '2022-06-03',
      '2022-08-29',
      '2022-09-19',
      '2022-12-26',
      '2022-12-27',
    ]);
    expect(bankHolidayOn('2022-05-30')).toBeUndefined();
    expect(datesOf(2023)).toEqual([
      '2023-01-02',
      '2023-04-07',
      '2023-04-10',
      '2023-05-01',
      '2023-05-08',
      '2023-05-29',
      '2023-08-28',
      '2023-12-25',
      '2023-12-26',
    ]);
    // The source's name for it; gov.uk's reads 'Bank holiday for the coronation of King Charles III'.
    expect(bankHolidayOn('2023-05-08')?.name).toBe("King Charles III's Coronation");
  });

  it('when Easter is early or late, then Good Friday and Easter Monday follow it', () => {
    // Easter Sunday: 23 March 2008 (early), 24 April 2011 and 25 April 2038 (late), 21 April 2019.
    const easterDays = (year: number) =>
      englandAndWalesBankHolidays(year)
        .filter((holiday) => holiday.name === 'Good Friday' || holiday.name === 'Easter Monday')
        .map((holiday) => holiday.date);
    expect([2008, 2011, 2019, 2038].map(easterDays)).toEqual([
      ['2008-03-21', '2008-03-24'],
      ['2011-04-22', '2011-04-25'],
      ['2019-04-19', '2019-04-22'],
      ['2038-04-23', '2038-04-26'],
    ]);
  });

  it('when Christmas or New Year falls at a weekend, then only the substitute weekday is a bank holiday', () => {
    expect(bankHolidayOn('2021-12-25')).toBeUndefined();
    expect(bankHolidayOn('2022-01-01')).toBeUndefined();
  });

  it('when a date is asked about, then only a bank holiday has a name', () => {
    expect(bankHolidayOn('2025-12-25')).toEqual({ date: '2025-12-25', name: 'Christmas Day' });
    expect(bankHolidayOn('2025-12-24')).toBeUndefined();
  });
});
