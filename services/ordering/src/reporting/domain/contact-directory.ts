import type { OrderContact } from './dashboard-facts';

export interface HeldContact extends OrderContact {
  id: string;
}

/** Between a contact's name and email, and after its email: a needle never holds them, so never spans two. */
const BETWEEN = '\u0001';
const AFTER = '\u0002';

/**
 * The contacts orders carry, searchable by part of a name or email in any case. All of them are lower-cased into
 * one string (name, separator, email, separator, ...), searched with indexOf, the fastest substring scan the engine
 * has: a few milliseconds for 50,000 contacts, where a test per contact took several times that. The string is
 * rebuilt by `prepare` (the follower calls it after adding contacts, off the request path), or else by the first
 * search after contacts were added (they are added rarely: a new customer, a changed name).
 */
export class ContactDirectory {
  private readonly byId = new Map<string, HeldContact>();
  private text = '';
  /** Where each contact's text starts in `text`, in the order of `order`. */
  private starts: number[] = [];
  private order: HeldContact[] = [];
  private stale = false;

  add(contact: HeldContact): void {
    this.byId.set(contact.id, contact);
    this.stale = true;
  }

  get size(): number {
    return this.byId.size;
  }

  /** Builds the searchable text now if contacts were added since it was last built. */
  prepare(): void {
    if (this.stale) this.rebuild();
  }

  private rebuild(): void {
    this.order = [...this.byId.values()];
    this.starts = [];
    const parts: string[] = [];
    let at = 0;
    for (const contact of this.order) {
      const part = `${contact.name.toLowerCase()}${BETWEEN}${contact.email.toLowerCase()}${AFTER}`;
      this.starts.push(at);
      parts.push(part);
      at += part.length;
    }
    this.text = parts.join('');
    this.stale = false;
  }

  /** The index in `order` of the contact whose text holds position `at` (binary search over the starts). */
  private contactAt(at: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** The contacts whose name or email contains `text`, ignoring case. */
  matching(text: string): HeldContact[] {
    const needle = text.toLowerCase();
    if (needle === '' || needle.includes(BETWEEN) || needle.includes(AFTER)) return [];
    this.prepare();
    const found: HeldContact[] = [];
    let from = 0;
    for (;;) {
      const at = this.text.indexOf(needle, from);
      if (at < 0) return found;
      const index = this.contactAt(at);
      found.push(this.order[index] as HeldContact);
      // On to the next contact: one match is enough for this one.
      from = this.starts[index + 1] ?? this.text.length;
    }
  }
}
