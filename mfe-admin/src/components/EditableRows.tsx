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

/**
 * A form's list of like rows, added at the end and removed one at a time: a fieldset named by its legend, a
 * numbered list of the rows, each with its remove button, and the add button. Rows are keyed, so typing in one
 * row or removing another never moves an input's contents to a different row.
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
  return (
    <fieldset className={styles.group}>
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
              onClick={() => onChange(removeRow(rows, index))}
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
        onClick={() => onChange(addRow(rows, emptyRow))}
      >
        {addLabel}
      </Button>
    </fieldset>
  );
}
