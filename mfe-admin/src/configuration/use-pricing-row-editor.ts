import { useState } from 'react';
import type { MealPlanPricingRow } from '@mealbox/contracts';
import { savePricingRow } from './configuration-api';
import {
  EDITABLE_PRICES,
  checkPricingRow,
  pricingRowFailure,
  rowValuesOf,
  type EditablePrice,
  type PricingRowErrors,
  type PricingRowFailure,
  type PricingRowValues,
} from './pricing-row-edit';

export interface PricingRowEditor {
  row: MealPlanPricingRow;
  values: PricingRowValues;
  errors: PricingRowErrors;
  failure: PricingRowFailure | null;
  pending: boolean;
  set: (field: EditablePrice, value: string) => void;
  /** Checks, then saves; resolves once the catalogue answered. Focuses the first field with a problem. */
  save: (form: HTMLElement) => Promise<void>;
}

/** The state of one row being edited, the same whether it is drawn as a table row or as a card. */
export function usePricingRowEditor(
  row: MealPlanPricingRow,
  onSaved: (saved: MealPlanPricingRow) => void,
): PricingRowEditor {
  const [values, setValues] = useState(() => rowValuesOf(row));
  const [errors, setErrors] = useState<PricingRowErrors>({});
  const [failure, setFailure] = useState<PricingRowFailure | null>(null);
  const [pending, setPending] = useState(false);

  const focusFirst = (form: HTMLElement, problems: PricingRowErrors) => {
    const field = EDITABLE_PRICES.find((name) => problems[name]);
    if (field) form.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
  };

  async function save(form: HTMLElement) {
    if (pending) return;
    setFailure(null);
    const check = checkPricingRow(row, values);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirst(form, check.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      onSaved(await savePricingRow(check.body));
    } catch (error) {
      const refused = pricingRowFailure(error);
      setFailure(refused);
      setErrors(refused.fieldErrors);
      setPending(false);
      focusFirst(form, refused.fieldErrors);
    }
  }

  return {
    row,
    values,
    errors,
    failure,
    pending,
    set: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    save,
  };
}
