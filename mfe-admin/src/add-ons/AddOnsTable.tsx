import type { AddOn } from '@mealbox/contracts';
import { addOnCategoryLabel } from '@mealbox/contracts/add-ons';
import { formatShortDate } from '@mealbox/web-kit';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { MealAllergens } from '../meals/MealAllergens';
import { MealThumb } from '../meals/MealThumb';
import { AddOnRowActions } from './AddOnRowActions';
import { AddOnStatusBadge } from './AddOnStatusBadge';
import type { AddOnActions } from './add-on-actions';
import { addOnPriceText, stockPerWeekText } from './add-on-labels';
import styles from '../meals/MealsTable.module.css';

interface AddOnsTableProps {
  addOns: readonly AddOn[];
  /** Says which page this is, for screen readers ('Add-ons, page 1 of 2'). */
  caption: string;
  actions: AddOnActions;
}

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Add-on' },
  { label: 'Status' },
  { label: 'Price' },
  { label: 'Stock per week' },
  { label: 'Allergens' },
  { label: 'Updated' },
  { label: 'Actions' },
];

/** The add-ons on wide screens: one row each, its picture, name and category heading the row. */
export function AddOnsTable({ addOns, caption, actions }: AddOnsTableProps) {
  return (
    <DataTable caption={caption} columns={COLUMNS} className={styles.table}>
      {addOns.map((addOn) => (
        <tr key={addOn.id} data-testid="add-on-row" data-category={addOn.category}>
          <th scope="row" className={styles.mealCell}>
            <div className={styles.meal}>
              <MealThumb src={addOn.image} />
              <span className={styles.text}>
                <span className={styles.name}>{addOn.name}</span>
                <span className={styles.category}>{addOnCategoryLabel(addOn.category)}</span>
              </span>
            </div>
          </th>
          <td>
            <AddOnStatusBadge status={addOn.status} />
          </td>
          <td className={styles.nutrition}>
            <span className={styles.strong}>{addOnPriceText(addOn)}</span>
          </td>
          <td className={styles.nowrap}>{stockPerWeekText(addOn)}</td>
          <td>
            <MealAllergens meal={addOn} />
          </td>
          <td className={styles.nowrap}>{formatShortDate(addOn.updated_at)}</td>
          <td className={styles.actions}>
            <AddOnRowActions addOn={addOn} actions={actions} layout="stack" />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
