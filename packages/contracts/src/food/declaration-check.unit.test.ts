import { declarationErrors } from './declaration-check';
import { declarationWith } from './food-test-fixtures';

describe('declarationErrors', () => {
  it('when the declaration agrees with its ingredients, then there is nothing to say', () => {
    expect(
      declarationErrors({
        allergens: declarationWith({ milk: 'contains', gluten: 'contains', sesame: 'may_contain' }),
        glutenCereals: ['wheat'],
        treeNuts: [],
        ingredients: 'Wheat flour, water, butter (milk), salt',
      }),
    ).toEqual({});
  });

  it('when the meal contains an allergen its ingredients never name, then the ingredients field says so', () => {
    const errors = declarationErrors({
      allergens: declarationWith({ milk: 'contains' }),
      glutenCereals: [],
      treeNuts: [],
      ingredients: 'Potatoes, butter',
    });
    expect(errors.ingredients).toEqual([
      expect.stringContaining('contains milk: name it in the ingredients'),
    ]);
  });

  it('when the ingredients name an allergen declared free or may contain, then that allergen field says so', () => {
    const errors = declarationErrors({
      allergens: declarationWith({ peanuts: 'may_contain' }),
      glutenCereals: [],
      treeNuts: [],
      ingredients: 'Rice noodles, peanuts, lime, cream (milk)',
    });
    expect(errors.allergen_peanuts).toEqual(['The ingredients name peanuts: declare it as "contains".']);
    expect(errors.allergen_milk).toEqual(['The ingredients name milk: declare it as "contains".']);
  });

  it('when gluten or tree nuts are present without their cereal or nut named, then those fields ask for it', () => {
    const errors = declarationErrors({
      allergens: declarationWith({ gluten: 'may_contain', tree_nuts: 'may_contain' }),
      glutenCereals: [],
      treeNuts: [],
      ingredients: 'Rice, beans',
    });
    expect(errors.gluten_cereals?.[0]).toMatch(
      /^Name the cereal: wheat, rye, barley, oats, spelt or khorasan\.$/,
    );
    expect(errors.tree_nuts?.[0]).toMatch(/^Name the nut: almonds, .* or macadamias\.$/);
  });

  it('when gluten is free but cereals are named, or the ingredients name a cereal not listed, then cereals say so', () => {
    expect(
      declarationErrors({
        allergens: declarationWith(),
        glutenCereals: ['oats'],
        treeNuts: [],
        ingredients: 'Rice',
      }).gluten_cereals,
    ).toEqual(['Cereals containing gluten are declared free from: leave the cereals empty.']);
    expect(
      declarationErrors({
        allergens: declarationWith({ gluten: 'contains' }),
        glutenCereals: ['wheat'],
        treeNuts: [],
        ingredients: 'Wheat flour, malted barley',
      }).gluten_cereals,
    ).toEqual(['The ingredients name barley: include it among the cereals.']);
  });
});
