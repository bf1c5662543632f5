import type { FormEvent } from 'react';
import type { MealPlanPricingRow } from '@mealbox/contracts';
import { Alert, Button, PencilIcon, Spinner, cx } from '@mealbox/web-kit';
import { PriceInput } from './PriceInput';
import { money, mealsLabel, premiumLabel } from './pricing-labels';
import { EDITABLE_PRICES, PRICE_LABELS, previewStandard } from './pricing-row-edit';
import type { PricingRowsProps } from './pricing-rows-props';
import { usePricingRowEditor } from './use-pricing-row-editor';
import styles from './PricingCards.module.css';

/** The pricing rows on phones and tablets: a card per plan size; the card being edited becomes a small form. */
export function PricingCards({ rows, editingId, onEdit, onCancel, onSaved }: PricingRowsProps) {
  return (
    <ul className={styles.cards}>
      {rows.map((row) => (
        <li key={row.id}>
          {row.id === editingId ? (
            <EditingCard row={row} onCancel={onCancel} onSaved={onSaved} />
          ) : (
            <article className={styles.card} data-testid="pricing-row" data-meals={row.meal_count}>
              <div className={styles.head}>
                <h3 className={styles.title}>{mealsLabel(row.meal_count)} a week</h3>
                <p className={styles.weekly}>{money(row.base_price)}</p>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{PRICE_LABELS.standard_price}</dt>
                  <dd>{money(row.standard_price)}</dd>
                </div>
                {(['large_price', 'lean_price'] as const).map((size) => (
                  <div key={size}>
                    <dt>{PRICE_LABELS[size]}</dt>
                    <dd>
                      {money(row[size])} <span className={styles.muted}>{premiumLabel(row, size)}</span>
                    </dd>
                  </div>
                ))}
              </dl>
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
            </article>
          )}
        </li>
      ))}
    </ul>
  );
}

function EditingCard({
  row,
  onCancel,
  onSaved,
}: {
  row: MealPlanPricingRow;
  onCancel: () => void;
  onSaved: (saved: MealPlanPricingRow) => void;
}) {
  const editor = usePricingRowEditor(row, onSaved);
  const standard = previewStandard(editor.values, row.meal_count);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void editor.save(event.currentTarget);
  };
  return (
    <form
      className={cx(styles.card, styles.editing)}
      data-testid="pricing-row"
      data-meals={row.meal_count}
      noValidate
      onSubmit={submit}
    >
      <h3 className={styles.title}>{mealsLabel(row.meal_count)} a week</h3>
      {editor.failure ? (
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
      ) : null}
      <div className={styles.inputs}>
        {EDITABLE_PRICES.map((field) => (
          <PriceInput
            key={field}
            label={PRICE_LABELS[field]}
            showLabel
            name={field}
            value={editor.values[field]}
            error={editor.errors[field]}
            onChange={(value) => editor.set(field, value)}
          />
        ))}
      </div>
      <p className={styles.derived}>
        {PRICE_LABELS.standard_price}: <strong>{standard ? money(standard) : '—'}</strong>{' '}
        <span className={styles.muted}>(weekly price ÷ {row.meal_count})</span>
      </p>
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" size="sm" aria-disabled={editor.pending}>
          {editor.pending ? <Spinner size="sm" /> : null}
          Save<span className="mb-visually-hidden"> prices for {mealsLabel(row.meal_count)}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
