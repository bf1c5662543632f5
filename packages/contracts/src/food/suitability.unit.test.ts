import { declarationWith, foodInformationWith } from './food-test-fixtures';
import { suitabilityOf } from './suitability';

describe('suitabilityOf', () => {
  it('when a meal has no meat and no animal allergens, then it suits everyone', () => {
    expect(suitabilityOf(foodInformationWith())).toEqual([
      'vegan',
      'vegetarian',
      'gluten_free',
      'dairy_free',
      'nut_free',
    ]);
  });

  it('when a meal contains milk, then it is vegetarian but neither vegan nor dairy-free', () => {
    const food = foodInformationWith({ allergens: declarationWith({ milk: 'contains' }) });
    expect(suitabilityOf(food)).toEqual(['vegetarian', 'gluten_free', 'nut_free']);
  });

  it('when a meal contains meat, fish or shellfish, then it is not vegetarian', () => {
    expect(suitabilityOf(foodInformationWith({ containsMeat: true }))).not.toContain('vegetarian');
    for (const allergen of ['fish', 'crustaceans', 'molluscs'] as const) {
      expect(
        suitabilityOf(foodInformationWith({ allergens: declarationWith({ [allergen]: 'contains' }) })),
      ).not.toContain('vegetarian');
    }
  });

  it('when a meal has honey, then it is vegetarian but not vegan', () => {
    const suits = suitabilityOf(foodInformationWith({ containsOtherAnimalProducts: true }));
    expect(suits).toContain('vegetarian');
    expect(suits).not.toContain('vegan');
  });

  it('when a meal only may contain an allergen, then diets hold but the "free from" claim does not', () => {
    const food = foodInformationWith({
      allergens: declarationWith({ milk: 'may_contain', gluten: 'may_contain', peanuts: 'may_contain' }),
    });
    expect(suitabilityOf(food)).toEqual(['vegan', 'vegetarian']);
  });
});
