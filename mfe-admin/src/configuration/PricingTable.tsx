import { useRef } from 'react';
import type { MealPlanPricingRow } from '@mealbox/contracts';
import { Alert, Button, PencilIcon, Spinner } from '@mealbox/web-kit';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { PriceInput } from './PriceInput';
import { money, mealsLabel, premiumLabel } from './pricing-labels';
import { PRICE_LABELS, previewStandard, type EditablePrice } from './pricing-row-edit';
import type { PricingRowsProps } from './pricing-rows-props';
import { usePricingRowEditor } from './use-pricing-row-editor';
import styles from './PricingTable.module.css';

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Meals a week' },
  { label: PRICE_LABELS.base_price },
  { label: PRICE_LABELS.standard_price },
  { label: PRICE_LABELS.large_price },
  { label: PRICE_LABELS.lean_price },
  { label: 'Actions', hideLabel: true },
];

/** The pricing rows on wide screens: a row per plan size; the row being edited turns into inputs in place. */
export function PricingTable({ rows, editingId, onEdit, onCancel, onSaved }: PricingRowsProps) {
  return (
    <DataTable
      caption="Meal plan pricing, a row per number of meals a week"
      columns={COLUMNS}
      className={styles.table}
    >
      {rows.map((row) =>
        row.id === editingId ? (
          <EditingRow key={row.id} row={row} onCancel={onCancel} onSaved={onSaved} />
        ) : (
          <tr key={row.id} data-testid="pricing-row" data-meals={row.meal_count}>
            <th scope="row" className={styles.count}>
              {mealsLabel(row.meal_count)}
            </th>
            <td className={styles.strong}>{money(row.base_price)}</td>
            <td>{money(row.standard_price)}</td>
            {(['large_price', 'lean_price'] as const).map((size) => (
              <td key={size}>
                {money(row[size])}
                <span className={styles.muted}>{premiumLabel(row, size)}</span>
              </td>
            ))}
            <td className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                icon={<PencilIcon size={16} />}
                aria-disabled={editingId !== null}
                onClick={() => {
                  if (editingId === null) onEdit(row.id);
                }}
              >
                Edit<span className="mb-visually-hidden"> prices for {mealsLabel(row.meal_count)}</span>
              </Button>
            </td>
          </tr>
        ),
      )}
    </DataTable>
  );
}

function EditingRow({
  row,
  onCancel,
  onSaved,
}: {
  row: MealPlanPricingRow;
  onCancel: () => void;
  onSaved: (saved: MealPlanPricingRow) => void;
}) {
  const ref = useRef<HTMLTableRowElement>(null);
  const editor = usePricingRowEditor(row, onSaved);
  const save = () => {
    if (ref.current) void editor.save(ref.current);
  };
  const input = (field: EditablePrice) => (
    <PriceInput
      label={`${PRICE_LABELS[field]} for ${mealsLabel(row.meal_count)}`}
      showLabel={false}
      name={field}
      value={editor.values[field]}
      error={editor.errors[field]}
      onChange={(value) => editor.set(field, value)}
    />
  );
  const standard = previewStandard(editor.values, row.meal_count);
  return (
    <>
      <tr
        ref={ref}
        className={styles.editing}
        data-testid="pricing-row"
        data-meals={row.meal_count}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) save();
          if (event.key === 'Escape') onCancel();
        }}
      >
        <th scope="row" className={styles.count}>
          {mealsLabel(row.meal_count)}
        </th>
        <td>{input('base_price')}</td>
        <td>
          <span className={styles.derived}>{standard ? money(standard) : '—'}</span>
          <span className={styles.muted}>Weekly price ÷ {row.meal_count}</span>
          {editor.errors.standard_price ? (
            <span className={styles.error}>{editor.errors.standard_price}</span>
          ) : null}
        </td>
        <td>{input('large_price')}</td>
        <td>{input('lean_price')}</td>
        <td className={styles.actions}>
          <div className={styles.buttons}>
            <Button variant="primary" size="sm" aria-disabled={editor.pending} onClick={save}>
              {editor.pending ? <Spinner size="sm" /> : null}
              Save<span className="mb-visually-hidden"> prices for {mealsLabel(row.meal_count)}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </td>
      </tr>
      {editor.failure ? (
        <tr className={styles.editing}>
          <td colSpan={6}>
            <Alert tone="error" title={editor.failure.title}>
              {editor.failure.lines.length > 0 ? (
                <ul className="mb-alert__list">
                  {editor.failure.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p>Please correct the highlighted prices.</p>
              )}
            </Alert>
          </td>
        </tr>
      ) : null}
    </>
  );
}
