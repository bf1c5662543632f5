import { addRow, changeRow, keyedRow, removeRow, type Keyed } from './editable-rows';

type Line = Keyed<{ quantity: string; item: string }>;

// Keys far from the counter's, so a new row's key cannot equal one of these by chance.
const lines = (): Line[] => [
  { key: 1001, quantity: '400 g', item: 'penne' },
  { key: 1002, quantity: '2 tbsp', item: 'olive oil' },
  { key: 1003, quantity: '1', item: 'onion' },
];

describe('the rows of an editable list', () => {
  it('when rows are made, then each has a key no other row has', () => {
    const made = [keyedRow({ text: '' }), keyedRow({ text: '' }), keyedRow({ text: 'Boil' })];
    expect(new Set(made.map((row) => row.key)).size).toBe(3);
    expect(made[2]).toEqual({ key: expect.any(Number), text: 'Boil' });
  });

  it('when a row is changed, then only the fields given change and it keeps its key and place', () => {
    const rows = lines();
    const changed = changeRow(rows, 1, { quantity: '3 tbsp' });
    expect(changed).toEqual([rows[0], { key: 1002, quantity: '3 tbsp', item: 'olive oil' }, rows[2]]);
    expect(changed[0]).toBe(rows[0]);
    expect(rows[1]?.quantity).toBe('2 tbsp');
  });

  it('when a row is removed, then the rows after it move up with their own keys', () => {
    const rows = lines();
    expect(removeRow(rows, 0).map((row) => row.key)).toEqual([1002, 1003]);
    expect(removeRow(rows, 2).map((row) => row.key)).toEqual([1001, 1002]);
    expect(rows).toHaveLength(3);
  });

  it('when a row is added, then it comes last, holds the empty fields and has a new key', () => {
    const empty = { quantity: '', item: '' };
    const rows = lines();
    const added = addRow(rows, empty);
    expect(added.slice(0, 3)).toEqual(rows);
    expect(added[3]).toEqual({ key: expect.any(Number), quantity: '', item: '' });
    expect(rows.map((row) => row.key)).not.toContain(added[3]?.key);
    expect(addRow(added, empty)[4]?.key).not.toBe(added[3]?.key);
  });

  it('when a row is added twice from one empty row, then the two rows share nothing', () => {
    const empty = { text: '' };
    const [first, second] = addRow(addRow([], empty), empty);
    expect(first).not.toBe(second);
    expect(first).not.toBe(empty);
  });
});
