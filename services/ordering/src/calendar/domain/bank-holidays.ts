import { addDays, dayOfWeek, isoDate } from '@mealbox/contracts/london-calendar';

/** A bank holiday in England and Wales, named as gov.uk names it. */
export interface BankHoliday {
  date: string;
  name: string;
}

type RuleHoliday =
  'newYear' | 'goodFriday' | 'easterMonday' | 'earlyMay' | 'spring' | 'summer' | 'christmas' | 'boxingDay';

/**
 * What the Crown proclaimed beyond the usual rules (Banking and Financial Dealings Act 1971): a holiday moved to
 * another day, or an extra one. The rules below cannot know these; add new proclamations here.
 */
const PROCLAMATIONS: Record<
  number,
  { moved?: Partial<Record<RuleHoliday, BankHoliday>>; extra?: BankHoliday[] }
> = {
  2020: { moved: { earlyMay: { date: '2020-05-08', name: 'Early May bank holiday (VE day)' } } },
  2022: {
    moved: { spring: { date: '2022-06-02', name: 'Spring bank holiday' } },
    extra: [
      { date: '2022-06-03', name: 'Platinum Jubilee bank holiday' },
      { date: '2022-09-19', name: 'Bank Holiday for the State Funeral of Queen Elizabeth II' },
    ],
  },
  2023: { extra: [{ date: '2023-05-08', name: 'Bank holiday for the coronation of King Charles III' }] },
};

/** Easter Sunday in the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

const MONDAY = 1;
const SATURDAY = 6;
const SUNDAY = 0;

function firstMonday(year: number, month: number): string {
  const first = isoDate(year, month, 1);
  return addDays(first, (MONDAY - dayOfWeek(first) + 7) % 7);
}

function lastMonday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return addDays(last, -((dayOfWeek(last) - MONDAY + 7) % 7));
}

/** The holidays the rules give: a fixed day falling on a weekend is replaced by the next weekday not taken. */
function byRule(year: number): Record<RuleHoliday, BankHoliday> {
  const easter = easterSunday(year);
  const newYear = isoDate(year, 1, 1);
  const newYearDay = dayOfWeek(newYear);
  const christmas = isoDate(year, 12, 25);
  let christmasDay: BankHoliday = { date: christmas, name: 'Christmas Day' };
  let boxingDay: BankHoliday = { date: isoDate(year, 12, 26), name: 'Boxing Day' };
  switch (dayOfWeek(christmas)) {
    case 5: // Friday: Boxing Day is a Saturday, so the Monday after
      boxingDay = { date: isoDate(year, 12, 28), name: 'Boxing Day (substitute day)' };
      break;
    case SATURDAY:
      christmasDay = { date: isoDate(year, 12, 27), name: 'Christmas Day (substitute day)' };
      boxingDay = { date: isoDate(year, 12, 28), name: 'Boxing Day (substitute day)' };
      break;
    case SUNDAY: // Boxing Day is the Monday itself; Christmas moves to the Tuesday
      christmasDay = { date: isoDate(year, 12, 27), name: 'Christmas Day (substitute day)' };
      break;
  }
  return {
    newYear:
      newYearDay === SATURDAY || newYearDay === SUNDAY
        ? { date: addDays(newYear, newYearDay === SATURDAY ? 2 : 1), name: "New Year's Day (substitute day)" }
        : { date: newYear, name: "New Year's Day" },
    goodFriday: { date: addDays(easter, -2), name: 'Good Friday' },
    easterMonday: { date: addDays(easter, 1), name: 'Easter Monday' },
    earlyMay: { date: firstMonday(year, 5), name: 'Early May bank holiday' },
    spring: { date: lastMonday(year, 5), name: 'Spring bank holiday' },
    summer: { date: lastMonday(year, 8), name: 'Summer bank holiday' },
    christmas: christmasDay,
    boxingDay,
  };
}

/** England and Wales's bank holidays of a year, in date order (the rules, then the proclamations). */
export function englandAndWalesBankHolidays(year: number): BankHoliday[] {
  const proclaimed = PROCLAMATIONS[year] ?? {};
  const holidays = Object.entries(byRule(year)).map(
    ([key, holiday]) => proclaimed.moved?.[key as RuleHoliday] ?? holiday,
  );
  return [...holidays, ...(proclaimed.extra ?? [])].sort((a, b) => a.date.localeCompare(b.date));
}

const byYear = new Map<number, Map<string, BankHoliday>>();

/** The bank holiday on `date` (YYYY-MM-DD), if it is one. */
export function bankHolidayOn(date: string): BankHoliday | undefined {
  const year = Number(date.slice(0, 4));
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = new Map(englandAndWalesBankHolidays(year).map((holiday) => [holiday.date, holiday]));
    byYear.set(year, holidays);
  }
  return holidays.get(date);
}
