import { cardAllergens, containsLine, declarationLists, mayContainLine } from './allergen-lists';
import { foodDto } from './meal-food-fixtures';
import { cardSuitability } from './suitability-badges';

describe('what a meal card and its More info say about allergens', () => {
  it('when a meal contains milk, gluten and mustard and may contain sesame, then the card lists their short names in the law’s order', () => {
    const allergens = cardAllergens(
      foodDto({ mustard: 'contains', milk: 'contains', gluten: 'contains', sesame: 'may_contain' }),
    );
    expect(containsLine(allergens)).toBe('Contains: Gluten, Milk, Mustard');
    expect(mayContainLine(allergens)).toBe('May contain: Sesame');
  });

  it('when a meal contains none of the 14 and has no cross-contact risk, then the card says so and has no May contain line', () => {
    const allergens = cardAllergens(foodDto());
    expect(containsLine(allergens)).toBe('Contains none of the 14 allergens');
    expect(mayContainLine(allergens)).toBeNull();
  });

  it('when a meal contains tree nuts and eggs, then the card uses the short names Nuts and Egg', () => {
    expect(containsLine(cardAllergens(foodDto({ tree_nuts: 'contains', eggs: 'contains' })))).toBe(
      'Contains: Egg, Nuts',
    );
  });

  it('when the declaration names wheat and barley, and almonds, then More info names the cereals and the nut after the law’s names', () => {
    const lists = declarationLists(
      foodDto(
        { gluten: 'contains', tree_nuts: 'contains', peanuts: 'may_contain' },
        { glutenCereals: ['barley', 'wheat'], treeNuts: ['almonds'] },
      ),
    );
    expect(lists.contains).toEqual(['Cereals containing gluten (wheat, barley)', 'Tree nuts (almonds)']);
    expect(lists.mayContain).toEqual(['Peanuts']);
    expect(lists.freeFrom).toHaveLength(11);
    expect(lists.freeFrom).toContain('Sulphur dioxide and sulphites (over 10 mg/kg)');
    expect(lists.freeFrom).not.toContain('Peanuts');
  });

  it('when a meal is vegan, then its card shows Vegan without Vegetarian; a vegetarian meal shows Vegetarian', () => {
    expect(cardSuitability(['vegan', 'vegetarian', 'gluten_free'])).toEqual(['vegan', 'gluten_free']);
    expect(cardSuitability(['nut_free', 'vegetarian'])).toEqual(['vegetarian', 'nut_free']);
  });
});
