import { nutritionTable } from './nutrition';

describe('nutritionTable', () => {
  const portion = {
    calories: 500,
    fat: 20,
    saturates: 5.5,
    carbohydrates: 50,
    sugars: 8,
    protein: 30,
    salt: 1.25,
    netWeightG: 400,
  };

  it('when a portion is described, then its column repeats it with energy in kJ as well', () => {
    expect(nutritionTable(portion).per_portion).toEqual({
      energy_kj: 2092,
      energy_kcal: 500,
      fat: 20,
      saturates: 5.5,
      carbohydrate: 50,
      sugars: 8,
      protein: 30,
      salt: 1.25,
    });
  });

  it('when the portion weighs 400 g, then the per-100 g column is a quarter, rounded as labels round', () => {
    expect(nutritionTable(portion).per_100g).toEqual({
      energy_kj: 523,
      energy_kcal: 125,
      fat: 5,
      saturates: 1.4,
      carbohydrate: 12.5,
      sugars: 2,
      protein: 7.5,
      salt: 0.31,
    });
  });
});
