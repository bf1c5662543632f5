import { englandAndWalesBankHolidays } from './bank-holidays';

/**
 * The dates the hand-kept rules and proclamation table gave before date-holidays replaced them, frozen here
 * (month-day, per year). 2018 to 2027 are gov.uk's published England and Wales lists; 2028 to 2030 are the usual
 * rules. A library update that moves, adds or drops a day fails this test, to be checked against gov.uk and, if
 * gov.uk agrees (a new proclamation), written in here.
 */
const TABLE: Record<number, string[]> = {
  2018: ['01-01', '03-30', '04-02', '05-07', '05-28', '08-27', '12-25', '12-26'],
  2019: ['01-01', '04-19', '04-22', '05-06', '05-27', '08-26', '12-25', '12-26'],
  2020: ['01-01', '04-10', '04-13', '05-08', '05-25', '08-31', '12-25', '12-28'],
  2021: ['01-01', '04-02', '04-05', '05-03', '05-31', '08-30', '12-27', '12-28'],
  2022: ['01-03', '04-15', '04-18', '05-02', '06-02', '06-03', '08-29', '09-19', '12-26', '12-27'],
  2023: ['01-02', '04-07', '04-10', '05-01', '05-08', '05-29', '08-28', '12-25', '12-26'],
  2024: ['01-01', '03-29', '04-01', '05-06', '05-27', '08-26', '12-25', '12-26'],
  2025: ['01-01', '04-18', '04-21', '05-05', '05-26', '08-25', '12-25', '12-26'],
  2026: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
  2027: ['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28'],
  2028: ['01-03', '04-14', '04-17', '05-01', '05-29', '08-28', '12-25', '12-26'],
  2029: ['01-01', '03-30', '04-02', '05-07', '05-28', '08-27', '12-25', '12-26'],
  2030: ['01-01', '04-19', '04-22', '05-06', '05-27', '08-26', '12-25', '12-26'],
};

describe('England and Wales bank holidays from date-holidays, against the table they replaced', () => {
  it.each(Object.keys(TABLE).map(Number))('when the year is %i, then the days are the same', (year) => {
    const dates = englandAndWalesBankHolidays(year).map((holiday) => holiday.date);
    expect(dates).toEqual(TABLE[year]?.map((monthDay) => `${year}-${monthDay}`));
  });
});
