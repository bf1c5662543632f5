import type { OrderStatus } from '@mealbox/contracts';
import type { DayFigures } from './dashboard-contribution';
import { ContactDirectory } from './contact-directory';
import type { HeldContact } from './contact-directory';

/**
 * The staff screens' read model, held in memory by each ordering instance: every day bucket (a few hundred small
 * records for years of trading) and every contact orders carry (tens of thousands of short strings). The
 * dashboard and the order report's counts are then sums over memory, and a search a scan of the contacts,
 * instead of documents decoded by the database on every request (on FerretDB that decoding was most of a
 * second). Why in memory rather than more roll-ups in the database: its size follows days and customers, not
 * orders, so it stays small; and each instance keeps its own copy current from the projection's feed (see
 * read-model-follower.ts), so any number of instances answer alike. The trade-off is the feed's polling delay
 * (a fraction of a second) and a load of the projection at start-up.
 */
export class StaffReadModel {
  private days = new Map<string, DayFigures>();
  private contacts = new ContactDirectory();

  replaceAll(days: Iterable<[string, DayFigures]>, contacts: Iterable<HeldContact>): void {
    this.days = new Map(days);
    this.contacts = new ContactDirectory();
    for (const contact of contacts) this.contacts.add(contact);
    this.contacts.prepare();
  }

  setDay(day: string, figures: DayFigures | null): void {
    if (figures) this.days.set(day, figures);
    else this.days.delete(day);
  }

  /** Adds a contact; `prepareSearch` then makes it searchable without a request paying for it. */
  addContact(contact: HeldContact): void {
    this.contacts.add(contact);
  }

  prepareSearch(): void {
    this.contacts.prepare();
  }

  /** The buckets of the days from `from` to `to` (inclusive), in no particular order. */
  daysBetween(from: string, to: string): (DayFigures & { _id: string })[] {
    const found: (DayFigures & { _id: string })[] = [];
    for (const [day, figures] of this.days)
      if (day >= from && day <= to) found.push({ ...figures, _id: day });
    return found;
  }

  /** Each day's count of orders placed that day now in one of `statuses`, newest day first, empty days left out. */
  countsByDay(
    statuses: readonly OrderStatus[],
    from: string | undefined,
    to: string | undefined,
  ): [day: string, count: number][] {
    const counts: [string, number][] = [];
    for (const [day, figures] of this.days) {
      if ((from && day < from) || (to && day > to)) continue;
      const byStatus = figures.statuses ?? {};
      const count = statuses.reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
      if (count > 0) counts.push([day, count]);
    }
    return counts.sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
  }

  /** The contacts whose name or email contains `text`, ignoring case. */
  contactsMatching(text: string): HeldContact[] {
    return this.contacts.matching(text);
  }

  get contactCount(): number {
    return this.contacts.size;
  }
}
