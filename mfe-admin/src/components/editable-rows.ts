/**
 * The list logic behind `EditableRows`, kept apart from the component so it can be tested without a DOM. Every
 * change returns new rows: the form holding them is React state.
 */

/** A row of an editable list: `key` keeps a row's inputs in place while rows above it are added or removed. */
export type Keyed<Fields extends object> = Fields & { key: number };

let nextRowKey = 1;
/** A fresh key for a new row: one counter for the page's life is enough, keys need only differ within a list. */
export const newRowKey = (): number => nextRowKey++;

/** A row holding `fields`, with a key of its own. */
export const keyedRow = <Fields extends object>(fields: Fields): Keyed<Fields> => ({
  ...fields,
  key: newRowKey(),
});

/** The rows with the one at `index` changed by `patch`; its key stays, so its inputs keep their place. */
export const changeRow = <Fields extends object>(
  rows: readonly Keyed<Fields>[],
  index: number,
  patch: Partial<Fields>,
): Keyed<Fields>[] => rows.map((row, at) => (at === index ? { ...row, ...patch } : row));

/** The rows without the one at `index`; the rows after it move up and keep their keys. */
export const removeRow = <Fields extends object>(
  rows: readonly Keyed<Fields>[],
  index: number,
): Keyed<Fields>[] => rows.filter((_row, at) => at !== index);

/** The rows with a new one holding `fields` at the end. */
export const addRow = <Fields extends object>(
  rows: readonly Keyed<Fields>[],
  fields: Fields,
): Keyed<Fields>[] => [...rows, keyedRow(fields)];
