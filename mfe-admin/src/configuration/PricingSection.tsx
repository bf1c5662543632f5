import { useId, useState } from 'react';
import type { MealPlanPricingRow } from '@mealbox/contracts';
import { Alert, LoadErrorAlert, LoadingState, describeError, useAsync } from '@mealbox/web-kit';
import { useMediaQuery } from '../hooks/use-media-query';
import { fetchPricingRows } from './configuration-api';
import { PricingCards } from './PricingCards';
import { PricingTable } from './PricingTable';
import { mealsLabel } from './pricing-labels';
import styles from './PricingSection.module.css';

/** The table needs this much room beside the sidebar; narrower screens get a card per row. */
const TABLE_MEDIA = '(min-width: 1100px)';

/** The meal plan pricing table with editable rows (spec: Configuration). */
export function PricingSection() {
  const headingId = useId();
  const wide = useMediaQuery(TABLE_MEDIA);
  const loaded = useAsync(fetchPricingRows, 'pricing');
  // Rows saved since loading, as the catalogue answered (its stored values, not what was typed).
  const [saved, setSaved] = useState<Readonly<Record<string, MealPlanPricingRow>>>({});
  const [editingId, setEditingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const shown = loaded.data?.map((row) => saved[row.id] ?? row);
  const rowsProps = {
    rows: shown ?? [],
    editingId,
    onEdit: (id: string) => {
      setNotice(null);
      setEditingId(id);
    },
    onCancel: () => setEditingId(null),
    onSaved: (row: MealPlanPricingRow) => {
      setSaved((current) => ({ ...current, [row.id]: row }));
      setEditingId(null);
      setNotice(`Saved the prices for ${mealsLabel(row.meal_count)} a week.`);
    },
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          Meal plan pricing
        </h2>
        <p className={styles.lead}>
          The weekly price of each plan size for Standard meals, and the per-meal price of each size. The
          pricing page, the plan builder and checkout all charge these at once.
        </p>
      </div>
      {notice ? <Alert tone="success" title={notice} /> : null}
      {loaded.status === 'error' && !shown ? (
        <LoadErrorAlert title="Failed to load pricing data" onRetry={loaded.retry}>
          <p>{describeError(loaded.error)}</p>
        </LoadErrorAlert>
      ) : !shown ? (
        <LoadingState label="Loading prices…" />
      ) : wide ? (
        <PricingTable {...rowsProps} />
      ) : (
        <PricingCards {...rowsProps} />
      )}
    </section>
  );
}
