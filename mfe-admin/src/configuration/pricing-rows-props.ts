import type { MealPlanPricingRow } from '@mealbox/contracts';

/** What the table and the cards both take: the rows, which one is being edited, and what to do about it. */
export interface PricingRowsProps {
  rows: readonly MealPlanPricingRow[];
  /** The row being edited; null: none (one row at a time, so two half-typed rows cannot be confused). */
  editingId: string | null;
  onEdit: (id: string) => void;
  onCancel: () => void;
  onSaved: (saved: MealPlanPricingRow) => void;
}
