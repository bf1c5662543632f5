import { formatWeekdayDate, menuWeekOf, menuWeekWords, weekAfter } from '@mealbox/web-kit';
import { londonDate } from '@mealbox/contracts/london-calendar';

export interface MenuWeekChoice {
  /** The week's Monday: the `?week=` value. */
  week: string;
  /** 'This week' or 'Next week'. */
  name: string;
  /** 'from Monday 30 November'. */
  from: string;
}

export interface MenuWeekChoices {
  choices: [MenuWeekChoice, MenuWeekChoice];
  /** The week shown when the address names none. */
  preferred: string;
  /** The first day a new order can come, when known. */
  earliest: string | null;
}

/**
 * The two weeks /meals offers: this week and next week, counted from the server's London today. The one shown
 * first is the week holding the first day a new order can be delivered: a visitor reading the menu is most
 * often deciding whether to order, and those are the meals their first box can hold. On a Monday that is still
 * this week; from about Tuesday on (four working days ahead) it is next week, and this week's menu stays one
 * press away for subscribers checking what is in the box already on its way. Without a known earliest day (the
 * call failed, or it lies beyond next week at Christmas) this week is shown.
 */
export function menuWeekChoices(today: string, earliest: string | null): MenuWeekChoices | null {
  const thisWeek = menuWeekOf(today);
  if (!thisWeek) return null;
  const nextWeek = weekAfter(thisWeek);
  const earliestWeek = earliest ? menuWeekOf(earliest) : null;
  return {
    choices: [
      { week: thisWeek, name: 'This week', from: `from ${menuWeekWords(thisWeek)}` },
      { week: nextWeek, name: 'Next week', from: `from ${menuWeekWords(nextWeek)}` },
    ],
    preferred: earliestWeek === nextWeek ? nextWeek : thisWeek,
    earliest,
  };
}

/**
 * What the shown week means to someone about to order: a first box can come from the earliest day (in this week
 * or after it), or this week's boxes are already on their way. Null when the earliest day is not known.
 */
export function weekOrderNote(week: string, earliest: string | null): string | null {
  if (!earliest) return null;
  const earliestWeek = menuWeekOf(earliest);
  if (!earliestWeek) return null;
  const from = formatWeekdayDate(earliest);
  if (earliestWeek === week) return `Order now and your first box can come from ${from}.`;
  if (earliestWeek > week) return `This week’s boxes are on their way. A new order can come from ${from}.`;
  return `Order now and your first box can come from ${from}, on that week’s menu.`;
}

/** The week to show: the one in the address while it is offered, else the preferred one. */
export function shownWeek(offered: MenuWeekChoices, asked: string | undefined): string {
  return offered.choices.some((choice) => choice.week === asked) ? (asked as string) : offered.preferred;
}

/** London's calendar day by this browser's clock (when the server's today is not to hand). */
export function browserLondonDay(now: Date = new Date()): string {
  return londonDate(now);
}
