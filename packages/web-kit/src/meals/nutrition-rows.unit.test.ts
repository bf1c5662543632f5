import { nutritionRows } from './nutrition-rows';
import { foodDto } from './meal-food-fixtures';

describe('the nutrition table’s rows', () => {
  it('when a 400 g portion has 550 kcal, then the rows follow the law’s order with figures per 100 g and per portion', () => {
    const rows = nutritionRows(foodDto().nutrition);
    expect(rows.map((row) => [row.label, row.per100g, row.perPortion, row.subRow])).toEqual([
      ['Energy', '575 kJ / 138 kcal', '2,301 kJ / 550 kcal', false],
      ['Fat', '4.6g', '18.2g', false],
      ['of which saturates', '0.9g', '3.4g', true],
      ['Carbohydrate', '15.1g', '60.5g', false],
      ['of which sugars', '1.5g', '6g', true],
      ['Protein', '8g', '32g', false],
      ['Salt', '0.31g', '1.25g', false],
    ]);
  });
});
