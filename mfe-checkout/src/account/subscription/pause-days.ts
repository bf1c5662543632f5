import type { Subscription } from '@mealbox/contracts';
import { firstOpenDate } from '@mealbox/contracts/cut-off';
import { addDays, everyDateFrom, londonDate, weekdayOf } from '@mealbox/contracts/london-calendar';

/** The longest pause the server takes at a time. */
export const MAX_PAUSE_WEEKS = 12;

export interface ResumeChoice {
  /** The day deliveries start again (the box on it comes). */
  day: string;
  /** How many weekly boxes the pause leaves out; null when the delivery day is not known. */
  weeksOff: number | null;
}

export interface PauseWindow {
  /** The first day a pause asked for now stops (boxes before it are past their cut-off and still come). */
  pausedFrom: string;
  /** The day of the first listed box the pause leaves out; null when none of the next 14 days' boxes is. */
  firstBoxLeftOut: string | null;
  /** When deliveries can start again, earliest first, up to 12 weeks ahead. */
  choices: ResumeChoice[];
}

type PauseSource = Pick<Subscription, 'delivery_day'> & {
  upcoming_deliveries: ReadonlyArray<
    Pick<Subscription['upcoming_deliveries'][number], 'date' | 'scheduled_date'>
  >;
};

/**
 * The first weekly slot a pause asked for now leaves out: the first of the listed boxes still open for changes
 * (by its slot, whatever day it was moved to), else the first delivery weekday from then on.
 */
function firstSlotLeftOut(subscription: PauseSource, pausedFrom: string): string | undefined {
  const listed = subscription.upcoming_deliveries.find((box) => box.date >= pausedFrom);
  if (listed) return listed.scheduled_date;
  return everyDateFrom(pausedFrom, addDays(pausedFrom, 6)).find(
    (day) => weekdayOf(day) === subscription.delivery_day,
  );
}

/**
 * What a pause asked for at `now` can do. Deliveries start again by themselves on the day chosen, so the choices
 * are the customer's weekly slots from the one after their next open box: each leaves out at least one box
 * ('until Thursday 19 March' = 1 week off), up to 12 weeks ahead.
 */
export function pauseWindow(subscription: PauseSource, now: Date): PauseWindow {
  const pausedFrom = firstOpenDate(now);
  const latest = addDays(londonDate(now), MAX_PAUSE_WEEKS * 7);
  const firstBoxLeftOut =
    subscription.upcoming_deliveries.find((box) => box.date >= pausedFrom)?.date ?? null;
  const firstLeftOut = firstSlotLeftOut(subscription, pausedFrom);
  if (!firstLeftOut) {
    const days = everyDateFrom(addDays(pausedFrom, 1), latest);
    return { pausedFrom, firstBoxLeftOut, choices: days.map((day) => ({ day, weeksOff: null })) };
  }
  const choices: ResumeChoice[] = [];
  for (let weeks = 1; addDays(firstLeftOut, weeks * 7) <= latest; weeks++) {
    choices.push({ day: addDays(firstLeftOut, weeks * 7), weeksOff: weeks });
  }
  return { pausedFrom, firstBoxLeftOut, choices };
}

/** 'Thursday 19 March (1 week off)'. */
export function resumeChoiceLabel(choice: ResumeChoice, dayWords: (day: string) => string): string {
  if (choice.weeksOff === null) return dayWords(choice.day);
  return `${dayWords(choice.day)} (${choice.weeksOff} ${choice.weeksOff === 1 ? 'week' : 'weeks'} off)`;
}
