import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button, PlusIcon, TrashIcon } from '@mealbox/web-kit';
import { addRow, changeRow, removeRow, type Keyed } from './editable-rows';
import styles from './EditableRows.module.css';

export interface EditableRowsProps<Fields extends object> {
  /** The group's name, as its legend ('Ingredients'). */
  legend: string;
  /** A row's name after 'Remove', for screen readers: 'step' gives 'Remove step 2'. */
  rowName: string;
  /** The add button's words ('Add a step'). */
  addLabel: string;
  /** The most rows there may be: the add button is disabled once there are as many. */
  max: number;
  rows: readonly Keyed<Fields>[];
  /** What an added row holds. */
  emptyRow: Fields;
  /** A problem with the list as a whole ('Add at least one step'), shown above the rows. */
  error?: string;
  /** Each row's own class: how its fields and its remove button sit is the caller's to lay out. */
  rowClassName?: string;
  /** One row's fields; `change` sets some of them, the others stay as they are. */
  renderFields: (row: Keyed<Fields>, index: number, change: (patch: Partial<Fields>) => void) => ReactNode;
  onChange: (rows: Keyed<Fields>[]) => void;
}

/** Where focus goes once the rows have changed: into a row (by index), or onto the add button. */
type FocusTarget = { row: number } | 'add';

const FIELDS = 'input, textarea, select';

/**
 * A form's list of like rows, added at the end and removed one at a time: a fieldset named by its legend, a
 * numbered list of the rows, each with its remove button, and the add button. Rows are keyed, so typing in one
 * row or removing another never moves an input's contents to a different row. Focus follows the change, so a
 * keyboard user is never dropped at the top of the page: an added row's first field takes it, and a removal
 * hands it to the row that took the removed one's place (the one before, when the last went; the add button when
 * none is left).
 */
export function EditableRows<Fields extends object>({
  legend,
  rowName,
  addLabel,
  max,
  rows,
  emptyRow,
  error,
  rowClassName,
  renderFields,
  onChange,
}: EditableRowsProps<Fields>) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // A ref, not state: the move happens once the caller's new rows have rendered, and needs no render of its own.
  const focusNext = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const wanted = focusNext.current;
    focusNext.current = null;
    const group = groupRef.current;
    if (wanted === null || !group) return;
    const rowElements = group.querySelectorAll<HTMLLIElement>(`.${styles.rows} > li`);
    const row = wanted === 'add' ? undefined : rowElements[Math.min(wanted.row, rowElements.length - 1)];
    const target =
      row?.querySelector<HTMLElement>(FIELDS) ?? group.querySelector<HTMLElement>(':scope > button');
    target?.focus();
  }, [rows]);

  const remove = (index: number) => {
    focusNext.current = rows.length > 1 ? { row: index } : 'add';
    onChange(removeRow(rows, index));
  };
  const add = () => {
    focusNext.current = { row: rows.length };
    onChange(addRow(rows, emptyRow));
  };

  return (
    <fieldset ref={groupRef} className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {error ? (
        <p className="mb-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.key} className={rowClassName}>
            {renderFields(row, index, (patch) => onChange(changeRow(rows, index, patch)))}
            <Button
              variant="ghost"
              size="sm"
              icon={<TrashIcon size={16} />}
              className={styles.remove}
              onClick={() => remove(index)}
            >
              Remove<span className="mb-visually-hidden">{` ${rowName} ${index + 1}`}</span>
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        icon={<PlusIcon size={16} />}
        disabled={rows.length >= max}
        onClick={add}
      >
        {addLabel}
      </Button>
    </fieldset>
  );
}
