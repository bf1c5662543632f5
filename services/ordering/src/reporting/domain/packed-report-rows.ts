import { ORDER_STATUSES, PAYMENT_STATUSES, orderReference } from '@mealbox/contracts';
import type { MealSize, OrderStatus, ProteinPreference } from '@mealbox/contracts';
import type { OrderPlan } from './dashboard-facts';
import type { ListedOrder } from './packed-order-list';
import type { ReportRow } from './order-report-rows';
import { StringTable } from './string-table';

/**
 * Bytes per row: when it was placed (6, as in PackedOrderList), the id's 12 bytes, the order and payment status
 * (1 each), the total in pence (4), then 4-byte numbers of strings in a StringTable (delivery day, name, email,
 * customer id, protein, size, subscription), the number of meals (2; 0 while the row has no plan) and the London
 * day it was placed (a string's number: its report list). A million rows take 58 MB where objects with their own
 * strings took several hundred.
 */
const RECORD = 58;
const ID = 6;
const STATUS = 18;
const PAYMENT = 19;
const TOTAL = 20;
const DELIVERY = 24;
const NAME = 28;
const EMAIL = 32;
const CUSTOMER = 36;
const PROTEIN = 40;
const SIZE = 44;
const SUBSCRIPTION = 48;
const MEALS = 52;
const DAY = 54;
/** The snapshot's first bytes (see toSnapshot): its layout's name and version. */
const SNAPSHOT_MAGIC = 0x52505231;
/** A string field left empty (no subscription). */
const NONE = 0xffffffff;
/** The status byte of a row that was removed: its slot stays in the index, ready to be held again. */
const GONE = 255;
const TWO_TO_32 = 2 ** 32;

const ORDER_ID = /^[0-9a-f]{24}$/;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const nibbleOf = (code: number): number => (code <= 57 ? code - 48 : code - 87);

/** Writes a 24-character lower-case hex id as 12 bytes at `base`. */
function writeId(target: Uint8Array, base: number, id: string): void {
  for (let byte = 0; byte < 12; byte++)
    target[base + byte] = (nibbleOf(id.charCodeAt(byte * 2)) << 4) | nibbleOf(id.charCodeAt(byte * 2 + 1));
}

/** Mixes an id's last 4 bytes (its reference, see orderReference) into a 32-bit hash. */
function referenceHashOf(bytes: Uint8Array, base: number): number {
  let hash = 0x811c9dc5;
  for (let byte = 8; byte < 12; byte++) hash = Math.imul(hash ^ bytes[base + byte]!, 0x01000193);
  hash ^= hash >>> 16;
  return Math.imul(hash, 0x85ebca6b) >>> 0;
}

/** Mixes an id's 12 bytes into a 32-bit hash (an ObjectId's first bytes are a timestamp, shared by many). */
function hashOf(bytes: Uint8Array, base: number): number {
  let hash = 0x811c9dc5;
  for (let byte = 0; byte < 12; byte++) hash = Math.imul(hash ^ bytes[base + byte]!, 0x01000193);
  hash ^= hash >>> 16;
  return Math.imul(hash, 0x85ebca6b) >>> 0;
}

/**
 * The order report's rows held in memory, one per order (what a report page shows of it, see ReportRow), packed
 * into one growing byte array with an open-addressing index by id, so a page of ten orders is ten lookups and no
 * database read. The follower sets a row each time the projection announces the order's new one.
 */
export class PackedReportRows {
  private bytes = new Uint8Array(RECORD * 1024);
  private view = new DataView(this.bytes.buffer);
  private count = 0;
  /** Index by id: power-of-two slots holding a row's number plus one (0: empty), at most half full. */
  private slots = new Int32Array(2048);
  /** The same rows indexed by reference (the id's last 4 bytes, shared by a few orders in billions). */
  private references = new Int32Array(2048);
  private readonly strings = new StringTable();
  private readonly scratch = new Uint8Array(12);

  /**
   * Holds `row`, placed on London day `day` (replacing the order's previous one); answers its number, or -1 for an
   * id no order has.
   */
  set(row: ReportRow, day: string): number {
    if (!ORDER_ID.test(row.id)) return -1;
    let index = this.indexOf(row.id);
    if (index < 0) index = this.append(row.id);
    const base = index * RECORD;
    const low = row.at % TWO_TO_32;
    this.view.setUint32(base, low, true);
    this.view.setUint16(base + 4, Math.floor(row.at / TWO_TO_32), true);
    this.bytes[base + STATUS] = ORDER_STATUSES.indexOf(row.status);
    this.bytes[base + PAYMENT] = PAYMENT_STATUSES.indexOf(row.payment);
    this.view.setUint32(base + TOTAL, row.totalPence, true);
    this.setString(base + DELIVERY, row.deliveryDay);
    this.setString(base + NAME, row.name);
    this.setString(base + EMAIL, row.email);
    this.setString(base + DAY, day);
    const { customer, protein, size, meals } = row;
    if (customer !== undefined && protein && size && meals)
      this.writePlan(base, { customer, protein, size, meals, subscription: row.subscription ?? null });
    else this.view.setUint16(base + MEALS, 0, true);
    return index;
  }

  /** Gives a held row without a plan (written before rows kept one) the order's, read from the order. */
  fillPlan(id: string, plan: OrderPlan): void {
    const index = this.indexOf(id);
    if (index < 0 || this.view.getUint16(index * RECORD + MEALS, true) !== 0) return;
    this.writePlan(index * RECORD, plan);
  }

  remove(id: string): void {
    const index = this.indexOf(id);
    if (index >= 0) this.bytes[index * RECORD + STATUS] = GONE;
  }

  /** The order's row, or undefined when none is held. */
  get(id: string): ReportRow | undefined {
    const index = this.indexOf(id);
    return index < 0 ? undefined : this.rowAt(index, id);
  }

  /** The ids of the orders held whose reference is `reference` ('MB-5F3A9C21', as parseOrderReference gives it). */
  idsWithReference(reference: string): string[] {
    const digits = reference.slice(-8).toLowerCase();
    if (!/^[0-9a-f]{8}$/.test(digits)) return [];
    writeId(this.scratch, 0, `0000000000000000${digits}`);
    const ids: string[] = [];
    const mask = this.references.length - 1;
    for (let slot = referenceHashOf(this.scratch, 0) & mask; ; slot = (slot + 1) & mask) {
      const held = this.references[slot]!;
      if (held === 0) return ids;
      const base = (held - 1) * RECORD;
      let same = this.bytes[base + STATUS] !== GONE;
      for (let byte = 8; byte < 12 && same; byte++)
        same = this.bytes[base + ID + byte] === this.scratch[byte];
      if (same) ids.push(this.idAt(base));
    }
  }

  /** Row `index` as a list entry (the search's `{at, id, status}`), or null when removed. */
  listedOrderOf(index: number): ListedOrder | null {
    const base = index * RECORD;
    const status = ORDER_STATUSES[this.bytes[base + STATUS]!];
    if (!status) return null;
    return { at: this.atOf(base), id: this.idAt(base), status };
  }

  /** Rows held, removed ones included: row numbers run from 0 to this. */
  get length(): number {
    return this.count;
  }

  /** Row `index`'s day, status and contact, as keys to group the rows into lists (null when removed). */
  keysOf(index: number): { day: string; status: OrderStatus; contact: number } | null {
    const base = index * RECORD;
    const status = ORDER_STATUSES[this.bytes[base + STATUS]!];
    if (!status) return null;
    const contact =
      this.view.getUint32(base + NAME, true) * TWO_TO_32 + this.view.getUint32(base + EMAIL, true);
    return { day: this.stringAt(base + DAY), status, contact };
  }

  /** Row `index`'s name and email. */
  contactOf(index: number): { name: string; email: string } {
    const base = index * RECORD;
    return { name: this.stringAt(base + NAME), email: this.stringAt(base + EMAIL) };
  }

  /**
   * Every row and string as one byte array (a header, the rows' bytes, then each string's UTF-8 length and
   * bytes), so a start-up reads a few large binary documents instead of a million small ones (see
   * read-model-snapshot.ts).
   */
  toSnapshot(): Uint8Array {
    const encoder = new TextEncoder();
    const strings = this.strings.all().map((value) => encoder.encode(value));
    const stringBytes = strings.reduce((sum, bytes) => sum + 4 + bytes.length, 0);
    const rowBytes = this.count * RECORD;
    const snapshot = new Uint8Array(12 + rowBytes + stringBytes);
    const view = new DataView(snapshot.buffer);
    view.setUint32(0, SNAPSHOT_MAGIC, true);
    view.setUint32(4, this.count, true);
    view.setUint32(8, strings.length, true);
    snapshot.set(this.bytes.subarray(0, rowBytes), 12);
    let at = 12 + rowBytes;
    for (const bytes of strings) {
      view.setUint32(at, bytes.length, true);
      snapshot.set(bytes, at + 4);
      at += 4 + bytes.length;
    }
    return snapshot;
  }

  /** The rows a snapshot holds (see toSnapshot), or null when it is not one of this layout. */
  static fromSnapshot(snapshot: Uint8Array): PackedReportRows | null {
    if (snapshot.byteLength < 12) return null;
    const view = new DataView(snapshot.buffer, snapshot.byteOffset, snapshot.byteLength);
    if (view.getUint32(0, true) !== SNAPSHOT_MAGIC) return null;
    const count = view.getUint32(4, true);
    const stringCount = view.getUint32(8, true);
    const rowBytes = count * RECORD;
    if (12 + rowBytes > snapshot.byteLength) return null;
    const rows = new PackedReportRows();
    const decoder = new TextDecoder();
    let at = 12 + rowBytes;
    for (let number = 0; number < stringCount; number++) {
      const length = view.getUint32(at, true);
      rows.strings.numberOf(decoder.decode(snapshot.subarray(at + 4, at + 4 + length)));
      at += 4 + length;
    }
    let capacity = 1024;
    while (capacity < count) capacity *= 2;
    rows.bytes = new Uint8Array(capacity * RECORD);
    rows.bytes.set(snapshot.subarray(12, 12 + rowBytes));
    rows.view = new DataView(rows.bytes.buffer);
    rows.count = count;
    let slots = 2048;
    while (slots < count * 2) slots *= 2;
    rows.reindex(slots);
    return rows;
  }

  /** Rows held (removed ones included) and bytes used, for the heap measurement. */
  get size(): { rows: number; bytes: number; strings: number } {
    const bytes = this.bytes.byteLength + this.slots.byteLength + this.references.byteLength;
    return { rows: this.count, bytes, strings: this.strings.size };
  }

  private rowAt(index: number, id: string): ReportRow | undefined {
    const base = index * RECORD;
    const status: OrderStatus | undefined = ORDER_STATUSES[this.bytes[base + STATUS]!];
    const payment = PAYMENT_STATUSES[this.bytes[base + PAYMENT]!];
    if (!status || !payment) return undefined;
    const row: ReportRow = {
      at: this.atOf(base),
      id,
      reference: orderReference(id),
      name: this.stringAt(base + NAME),
      email: this.stringAt(base + EMAIL),
      status,
      payment,
      totalPence: this.view.getUint32(base + TOTAL, true),
      deliveryDay: this.stringAt(base + DELIVERY),
    };
    const meals = this.view.getUint16(base + MEALS, true);
    if (meals === 0) return row;
    const subscription = this.view.getUint32(base + SUBSCRIPTION, true);
    return {
      ...row,
      customer: this.stringAt(base + CUSTOMER),
      protein: this.stringAt(base + PROTEIN) as ProteinPreference,
      size: this.stringAt(base + SIZE) as MealSize,
      meals,
      ...(subscription === NONE ? {} : { subscription: this.strings.stringOf(subscription) }),
    };
  }

  private writePlan(base: number, plan: OrderPlan): void {
    this.setString(base + CUSTOMER, plan.customer);
    this.setString(base + PROTEIN, plan.protein);
    this.setString(base + SIZE, plan.size);
    this.view.setUint32(
      base + SUBSCRIPTION,
      plan.subscription === null ? NONE : this.strings.numberOf(plan.subscription),
      true,
    );
    // A plan always has meals (a positive count): 0 is kept for "no plan".
    this.view.setUint16(base + MEALS, Math.min(0xffff, Math.max(1, plan.meals)), true);
  }

  private setString(at: number, value: string): void {
    this.view.setUint32(at, this.strings.numberOf(value), true);
  }

  private stringAt(at: number): string {
    return this.strings.stringOf(this.view.getUint32(at, true));
  }

  private atOf(base: number): number {
    return this.view.getUint16(base + 4, true) * TWO_TO_32 + this.view.getUint32(base, true);
  }

  private idAt(base: number): string {
    let id = '';
    for (let byte = 0; byte < 12; byte++) id += HEX[this.bytes[base + ID + byte]!];
    return id;
  }

  /** The number of the row holding `id`, or -1 (an id that is not an order's is never held). */
  private indexOf(id: string): number {
    if (!ORDER_ID.test(id)) return -1;
    writeId(this.scratch, 0, id);
    const mask = this.slots.length - 1;
    for (let slot = hashOf(this.scratch, 0) & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!;
      if (held === 0) return -1;
      if (this.sameId(held - 1)) return held - 1;
    }
  }

  private sameId(index: number): boolean {
    const base = index * RECORD + ID;
    for (let byte = 0; byte < 12; byte++) if (this.bytes[base + byte] !== this.scratch[byte]) return false;
    return true;
  }

  /** A new row for `id` (not held yet), indexed; its fields are written by the caller. */
  private append(id: string): number {
    if ((this.count + 1) * RECORD > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
      this.view = new DataView(grown.buffer);
    }
    const index = this.count++;
    writeId(this.bytes, index * RECORD + ID, id);
    if (this.count * 2 > this.slots.length) this.reindex(this.slots.length * 2);
    else this.place(index);
    return index;
  }

  private place(index: number): void {
    const base = index * RECORD + ID;
    const mask = this.slots.length - 1;
    let slot = hashOf(this.bytes, base) & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = index + 1;
    let reference = referenceHashOf(this.bytes, base) & mask;
    while (this.references[reference] !== 0) reference = (reference + 1) & mask;
    this.references[reference] = index + 1;
  }

  private reindex(size: number): void {
    this.slots = new Int32Array(size);
    this.references = new Int32Array(size);
    for (let index = 0; index < this.count; index++) this.place(index);
  }
}
