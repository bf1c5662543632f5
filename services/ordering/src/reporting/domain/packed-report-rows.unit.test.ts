import { orderReference } from '@mealbox/contracts';
import type { ReportRow } from './order-report-rows';
import { PackedReportRows } from './packed-report-rows';

const DAY = '2026-11-20';
const orderId = (n: number) => `65a0000000000000${n.toString(16).padStart(8, '0')}`;

const rowOf = (n: number, fields: Partial<ReportRow> = {}): ReportRow => ({
  at: Date.UTC(2026, 10, 20, 10, 0, 0, n),
  id: orderId(n),
  reference: orderReference(orderId(n)),
  name: `Customer ${n % 7}`,
  email: `customer${n % 7}@example.co.uk`,
  status: 'processing',
  payment: 'pending',
  totalPence: 5999 + n,
  deliveryDay: '2026-11-26',
  customer: `c${n % 7}`,
  protein: 'MV',
  size: 'S',
  meals: 6,
  ...fields,
});

describe('the report’s rows packed in memory', () => {
  it('when a row is held, then it reads back field for field, its reference included', () => {
    const rows = new PackedReportRows();
    const row = rowOf(1, { subscription: 'sub-1', status: 'delivered', payment: 'refunded', meals: 15 });
    rows.set(row, DAY);
    expect(rows.get(orderId(1))).toEqual(row);
  });

  it('when a row has no plan (written before rows kept one), then it reads back without one until the plan is filled in', () => {
    const rows = new PackedReportRows();
    const { customer: _c, protein: _p, size: _s, meals: _m, ...bare } = rowOf(2);
    rows.set(bare, DAY);
    expect(rows.get(orderId(2))).toEqual(bare);
    rows.fillPlan(orderId(2), { customer: 'c2', protein: 'MV', size: 'L', meals: 8, subscription: null });
    expect(rows.get(orderId(2))).toEqual({ ...bare, customer: 'c2', protein: 'MV', size: 'L', meals: 8 });
    // A plan is filled once: the row's own, announced later, is never replaced by one read earlier.
    rows.fillPlan(orderId(2), { customer: 'c9', protein: 'MV', size: 'S', meals: 6, subscription: null });
    expect(rows.get(orderId(2))?.customer).toBe('c2');
  });

  it('when an order’s row is set again, then the newer one replaces it and no second row appears', () => {
    const rows = new PackedReportRows();
    rows.set(rowOf(3), DAY);
    rows.set(rowOf(3, { status: 'cancelled', name: 'Renamed' }), DAY);
    expect(rows.get(orderId(3))).toMatchObject({ status: 'cancelled', name: 'Renamed' });
    expect(rows.size.rows).toBe(1);
  });

  it('when many rows are held, then each is found by its id and the strings they share are kept once', () => {
    const rows = new PackedReportRows();
    for (let n = 0; n < 5000; n++) rows.set(rowOf(n), DAY);
    for (const n of [0, 1, 2047, 2048, 4999]) expect(rows.get(orderId(n))).toEqual(rowOf(n));
    expect(rows.get(orderId(5000))).toBeUndefined();
    expect(rows.size.strings).toBeLessThan(40);
  });

  it('when a row is removed, then it is no longer found, and setting it again brings it back', () => {
    const rows = new PackedReportRows();
    rows.set(rowOf(4), DAY);
    rows.remove(orderId(4));
    expect(rows.get(orderId(4))).toBeUndefined();
    expect(rows.idsWithReference(orderReference(orderId(4)))).toEqual([]);
    rows.set(rowOf(4), DAY);
    expect(rows.get(orderId(4))).toEqual(rowOf(4));
  });

  it('when orders share a reference, then a reference finds each of them and nothing else', () => {
    const rows = new PackedReportRows();
    const twin = `77b0000000000000${orderId(5).slice(-8)}`;
    rows.set(rowOf(5), DAY);
    rows.set({ ...rowOf(5), id: twin }, DAY);
    rows.set(rowOf(6), DAY);
    expect(rows.idsWithReference(orderReference(orderId(5))).sort()).toEqual([orderId(5), twin].sort());
    expect(rows.idsWithReference('MB-FFFFFFFF')).toEqual([]);
  });

  it('when an id is not an order’s, then nothing is held or found', () => {
    const rows = new PackedReportRows();
    expect(rows.set({ ...rowOf(7), id: 'not-an-order' }, DAY)).toBe(-1);
    expect(rows.get('not-an-order')).toBeUndefined();
    expect(rows.size.rows).toBe(0);
  });

  it('when the rows are written as a snapshot and read back, then every row, its day, its plan and its index come back', () => {
    const rows = new PackedReportRows();
    for (let n = 0; n < 3000; n++)
      rows.set(rowOf(n, n % 3 ? {} : { subscription: `sub-${n}` }), `2026-11-${10 + (n % 9)}`);
    const { customer: _c, protein: _p, size: _s, meals: _m, ...bare } = rowOf(3000);
    rows.set(bare, DAY);
    rows.remove(orderId(7));
    const copy = PackedReportRows.fromSnapshot(rows.toSnapshot());
    expect(copy).not.toBeNull();
    for (const n of [0, 1, 2, 1999, 2999, 3000]) expect(copy?.get(orderId(n))).toEqual(rows.get(orderId(n)));
    expect(copy?.get(orderId(7))).toBeUndefined();
    expect(copy?.keysOf(10)?.day).toBe('2026-11-11');
    expect(copy?.idsWithReference(orderReference(orderId(42)))).toEqual([orderId(42)]);
    copy?.set(rowOf(5000), DAY);
    expect(copy?.get(orderId(5000))).toEqual(rowOf(5000));
  });

  it('when bytes are not a snapshot of rows, then none is read from them', () => {
    expect(PackedReportRows.fromSnapshot(new Uint8Array(40))).toBeNull();
    expect(PackedReportRows.fromSnapshot(new Uint8Array(3))).toBeNull();
  });
});
