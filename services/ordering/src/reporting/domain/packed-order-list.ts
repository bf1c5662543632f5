import { ORDER_STATUSES } from '@mealbox/contracts';
import type { OrderStatus } from '@mealbox/contracts';

/** An order in one of the projection's lists (the report's `{at, id}`, the search's `{at, id, status}`). */
export interface ListedOrder {
  at: number;
  id: string;
  status?: OrderStatus;
}

/**
 * Bytes per entry: when it was placed (6 bytes, epoch ms up to the year 10889), the order's id (its 12 bytes, not
 * its 24 hex characters) and its status (1 byte). A million entries take 19 MB, where as JavaScript objects with
 * string ids they took well over 100 MB and kept the garbage collector busy.
 */
const RECORD = 19;
const ID_AT = 6;
const STATUS_AT = 18;
const NO_STATUS = 255;
const TWO_TO_32 = 2 ** 32;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const ORDER_ID = /^[0-9a-f]{24}$/;
/** A lower-case hex digit's value (the ids are checked against ORDER_ID first): '0'-'9' are 48-57, 'a'-'f' 97-102. */
const nibbleOf = (code: number): number => (code <= 57 ? code - 48 : code - 87);

/** Newest first; orders placed in the same millisecond by id, descending, as the report has always sorted. */
const newestFirst = (a: ListedOrder, b: ListedOrder): number =>
  b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * One of the projection's lists held in memory as one byte array, sorted newest first. Immutable: the follower
 * replaces a whole list with the stored one whenever the feed says it moved, so it never drifts from the database.
 */
export class PackedOrderList {
  private constructor(private readonly bytes: Uint8Array) {}

  static readonly EMPTY = new PackedOrderList(new Uint8Array(0));

  /**
   * Packs `entries` newest first. Ids are the projection's (24 lower-case hex characters, checked before an order
   * is projected); anything else cannot be an order of this database and is left out.
   */
  static of(entries: readonly ListedOrder[]): PackedOrderList {
    const sorted = entries.filter((entry) => ORDER_ID.test(entry.id)).sort(newestFirst);
    const bytes = new Uint8Array(sorted.length * RECORD);
    sorted.forEach((entry, index) => {
      const base = index * RECORD;
      const low = entry.at % TWO_TO_32;
      const high = Math.floor(entry.at / TWO_TO_32);
      bytes[base] = low & 0xff;
      bytes[base + 1] = (low >>> 8) & 0xff;
      bytes[base + 2] = (low >>> 16) & 0xff;
      bytes[base + 3] = (low >>> 24) & 0xff;
      bytes[base + 4] = high & 0xff;
      bytes[base + 5] = (high >>> 8) & 0xff;
      for (let byte = 0; byte < 12; byte++)
        bytes[base + ID_AT + byte] =
          (nibbleOf(entry.id.charCodeAt(byte * 2)) << 4) | nibbleOf(entry.id.charCodeAt(byte * 2 + 1));
      const status = entry.status === undefined ? -1 : ORDER_STATUSES.indexOf(entry.status);
      bytes[base + STATUS_AT] = status < 0 ? NO_STATUS : status;
    });
    return new PackedOrderList(bytes);
  }

  get length(): number {
    return this.bytes.length / RECORD;
  }

  /** Bytes held (for the heap measurement). */
  get byteLength(): number {
    return this.bytes.byteLength;
  }

  atOf(index: number): number {
    const b = this.bytes;
    const base = index * RECORD;
    const low = (b[base]! | (b[base + 1]! << 8) | (b[base + 2]! << 16) | (b[base + 3]! << 24)) >>> 0;
    return (b[base + 4]! | (b[base + 5]! << 8)) * TWO_TO_32 + low;
  }

  idOf(index: number): string {
    const base = index * RECORD + ID_AT;
    let id = '';
    for (let byte = 0; byte < 12; byte++) id += HEX[this.bytes[base + byte]!];
    return id;
  }

  statusOf(index: number): OrderStatus | undefined {
    return ORDER_STATUSES[this.bytes[index * RECORD + STATUS_AT]!];
  }

  /** Compares entry `i` of this list with entry `j` of `other`, newest first (then by id, descending). */
  compare(i: number, other: PackedOrderList, j: number): number {
    const difference = other.atOf(j) - this.atOf(i);
    if (difference !== 0) return difference;
    const a = this.bytes;
    const b = other.bytes;
    for (let byte = ID_AT; byte < ID_AT + 12; byte++) {
      const step = b[j * RECORD + byte]! - a[i * RECORD + byte]!;
      if (step !== 0) return step;
    }
    return 0;
  }

  entryOf(index: number): ListedOrder {
    const status = this.statusOf(index);
    return { at: this.atOf(index), id: this.idOf(index), ...(status ? { status } : {}) };
  }
}
