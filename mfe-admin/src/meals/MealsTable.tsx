import type { Meal } from '@mealbox/contracts';
import {
  DietaryBadges,
  StarRating,
  categoryLabel,
  formatGrams,
  formatKcal,
  formatShortDate,
} from '@mealbox/web-kit';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { MealAllergens } from './MealAllergens';
import { MealRowActions } from './MealRowActions';
import { MealStatusBadge } from './MealStatusBadge';
import { MealThumb } from './MealThumb';
import type { MealActions } from './meal-actions';
import styles from './MealsTable.module.css';

interface MealsTableProps {
  meals: readonly Meal[];
  /** Says which page this is, for screen readers ('Meals, page 1 of 6'). */
  caption: string;
  actions: MealActions;
}

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Meal' },
  { label: 'Status' },
  { label: 'Per portion' },
  { label: 'Allergens' },
  { label: 'Dietary' },
  { label: 'Rating' },
  { label: 'Updated' },
  { label: 'Actions' },
];

/** The product list on wide screens: one row per meal, its picture, name and category heading the row. */
export function MealsTable({ meals, caption, actions }: MealsTableProps) {
  return (
    <DataTable caption={caption} columns={COLUMNS} className={styles.table}>
      {meals.map((meal) => (
        <tr key={meal.id} data-testid="meal-row" data-category={meal.category}>
          <th scope="row" className={styles.mealCell}>
            <div className={styles.meal}>
              <MealThumb src={meal.image} />
              <span className={styles.text}>
                <span className={styles.name}>{meal.name}</span>
                <span className={styles.category}>{categoryLabel([], meal.category)}</span>
              </span>
            </div>
          </th>
          <td>
            <MealStatusBadge status={meal.status} />
          </td>
          <td className={styles.nutrition}>
            <span className={styles.strong}>{formatKcal(meal.calories)}</span>
            <span className={styles.muted}>
              P {formatGrams(meal.protein)} · C {formatGrams(meal.carbohydrates)} · F {formatGrams(meal.fat)}
            </span>
          </td>
          <td>
            <MealAllergens meal={meal} />
          </td>
          <td>
            {meal.is_vegan || meal.is_gluten_free || meal.is_dairy_free ? (
              <DietaryBadges meal={meal} className={styles.badges} />
            ) : (
              <span className={styles.muted}>None</span>
            )}
          </td>
          <td>
            <StarRating rating={meal.rating} size={14} className={styles.rating} />
          </td>
          <td className={styles.nowrap}>{formatShortDate(meal.updated_at)}</td>
          <td className={styles.actions}>
            <MealRowActions meal={meal} actions={actions} layout="stack" />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
