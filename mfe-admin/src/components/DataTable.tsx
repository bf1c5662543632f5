import type { ReactNode } from 'react';
import { cx } from '@mealbox/web-kit';
import styles from './DataTable.module.css';

export interface DataTableColumn {
  /** The heading's words, also the column's key. */
  label: string;
  /** Said to screen readers only (a column of buttons needs no visible heading). */
  hideLabel?: boolean;
  className?: string;
}

export interface DataTableProps {
  /** Names the table for screen readers ('Meals, page 1 of 6'); it is not shown. */
  caption: string;
  columns: readonly DataTableColumn[];
  /**
   * The screen's own class on the table: it may set `--data-table-cell-padding` and `--data-table-cell-align`
   * (the rows' density and alignment differ from screen to screen) and style its rows by descendant selectors.
   */
  className?: string;
  /** The body rows, each a `<tr>` whose first cell is its `<th scope="row">`. */
  children: ReactNode;
}

/**
 * An admin list on wide screens: a scrolling, bordered frame around a table with a visually hidden caption and a
 * heading per column. Each screen renders its own rows, so its test ids, row headers and actions stay its own.
 */
export function DataTable({ caption, columns, className, children }: DataTableProps) {
  return (
    <div className={styles.frame}>
      <table className={cx(styles.table, className)}>
        <caption className="mb-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.className}>
                {column.hideLabel ? <span className="mb-visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
