import { formatWeekdayDate } from '@mealbox/web-kit';
import { londonClockTime } from '@mealbox/contracts/london-calendar';

/** 'Thursday 12 March' for a London day ('2026-03-12'); the raw value if it is not a day. */
export function dayWords(day: string): string {
  return formatWeekdayDate(day) || day;
}

/** '12:00 on Monday 9 March' for an instant, on London's clocks. */
export function momentWords(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return `${londonClockTime(date)} on ${formatWeekdayDate(date)}`;
}

/** 'Thursday 12 March', 'Thursday 12 March and Friday 13 March', 'A, B and C'. */
export function dayList(boxes: ReadonlyArray<{ date: string }>): string {
  const days = boxes.map((box) => dayWords(box.date));
  const last = days.pop();
  if (last === undefined) return '';
  return days.length > 0 ? `${days.join(', ')} and ${last}` : last;
}
