import type { NutritionTable as NutritionFigures } from '@mealbox/contracts/food';
import { cx } from '../ui/class-names';
import { nutritionRows } from './nutrition-rows';

/** The nutrition declaration as a UK label prints it: typical values per 100 g and per portion, one row each. */
export function NutritionTable({ table, netWeightG }: { table: NutritionFigures; netWeightG: number }) {
  return (
    <div className="mb-nutrition-table__wrap">
      <table className="mb-nutrition-table" data-testid="nutrition-table">
        <caption className="mb-nutrition-table__caption">Nutrition information, typical values</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="mb-visually-hidden">Nutrient</span>
            </th>
            <th scope="col">Per 100 g</th>
            <th scope="col">Per portion ({netWeightG} g)</th>
          </tr>
        </thead>
        <tbody>
          {nutritionRows(table).map((row) => (
            <tr key={row.key} className={cx(row.subRow && 'mb-nutrition-table__sub')}>
              <th scope="row">{row.label}</th>
              <td>{row.per100g}</td>
              <td>{row.perPortion}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
