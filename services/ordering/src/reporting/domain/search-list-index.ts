import { PackedOrderList } from './packed-order-list';
import type { ListedOrder } from './packed-order-list';
import type { SearchListEntry } from './order-search-lists';

/**
 * The order search's lists (`order_search_lists`, one per contact: `{at, id, status}` of each of its orders) held in
 * memory, packed, so a search reads the lists of the contacts it matches from memory and asks the database only for
 * the ten orders of its page.
 */
export class SearchListIndex {
  private readonly lists = new Map<string, PackedOrderList>();

  /** Holds contact `contactId`'s list as stored now (`null` or no entries: gone or empty). */
  set(contactId: string, entries: readonly ListedOrder[] | null): void {
    if (!entries || entries.length === 0) this.lists.delete(contactId);
    else this.lists.set(contactId, PackedOrderList.of(entries));
  }

  /** The entries of these contacts' lists that pass `passes` (tested before an entry is unpacked). */
  entriesOf(
    contactIds: Iterable<string>,
    passes: (at: number, status: SearchListEntry['status'] | undefined) => boolean,
  ): SearchListEntry[] {
    const found: SearchListEntry[] = [];
    for (const contactId of contactIds) {
      const list = this.lists.get(contactId);
      if (!list) continue;
      for (let index = 0; index < list.length; index++) {
        const at = list.atOf(index);
        const status = list.statusOf(index);
        if (status && passes(at, status)) found.push({ at, id: list.idOf(index), status });
      }
    }
    return found;
  }

  /** Lists held and bytes packed (for the heap measurement). */
  get size(): { lists: number; entries: number; bytes: number } {
    let entries = 0;
    let bytes = 0;
    for (const list of this.lists.values()) {
      entries += list.length;
      bytes += list.byteLength;
    }
    return { lists: this.lists.size, entries, bytes };
  }
}
