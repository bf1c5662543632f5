import {
  ALLERGEN_KEYS,
  type Allergen,
  type AllergenDeclaration,
  type AllergenLevel,
} from '@mealbox/contracts/food';
import { boxAllergenSummary, type BoxMeal, type DeclaredFood } from './box-allergens';

const declaration = (levels: Partial<Record<Allergen, AllergenLevel>> = {}): AllergenDeclaration =>
  Object.fromEntries(
    ALLERGEN_KEYS.map((allergen) => [allergen, levels[allergen] ?? 'free']),
  ) as AllergenDeclaration;
const food = (
  levels: Partial<Record<Allergen, AllergenLevel>>,
  more: Partial<Omit<DeclaredFood, 'allergens'>> = {},
): DeclaredFood => ({ allergens: declaration(levels), gluten_cereals: [], tree_nuts: [], ...more });
const meal = (name: string, food_information: DeclaredFood | null): BoxMeal => ({ name, food_information });

describe('the allergens of a whole box', () => {
  it('when the meals contain and may contain allergens, then the box lists them in the law’s order, naming the cereal, and a contained one is not repeated as a risk', () => {
    const summary = boxAllergenSummary([
      meal('Chicken Korma', food({ milk: 'contains', mustard: 'contains', sesame: 'may_contain' })),
      meal(
        'Beef Lasagne',
        food(
          { gluten: 'contains', milk: 'may_contain', mustard: 'may_contain' },
          { gluten_cereals: ['wheat'] },
        ),
      ),
    ]);
    expect(summary).toEqual({
      contains: ['Gluten (wheat)', 'Milk', 'Mustard'],
      mayContain: ['Sesame'],
      undeclared: [],
      sentence: 'This box contains: Gluten (wheat), Milk, Mustard. May contain: Sesame.',
    });
  });

  it('when meals name different cereals and nuts, then each is named once, in the law’s order', () => {
    const summary = boxAllergenSummary([
      meal('Barley Risotto', food({ gluten: 'contains' }, { gluten_cereals: ['barley'] })),
      meal(
        'Pad Thai',
        food(
          { gluten: 'contains', tree_nuts: 'contains' },
          { gluten_cereals: ['wheat'], tree_nuts: ['cashews', 'almonds'] },
        ),
      ),
    ]);
    expect(summary?.contains).toEqual(['Gluten (wheat, barley)', 'Tree nuts (almonds, cashews)']);
  });

  it('when a meal only may contain tree nuts and names none, then the bare name is listed under may contain', () => {
    const summary = boxAllergenSummary([meal('Falafel Bowl', food({ tree_nuts: 'may_contain' }))]);
    expect(summary?.sentence).toBe('This box contains none of the 14 allergens. May contain: Tree nuts.');
  });

  it('when every meal is free from all 14, then the box says so', () => {
    expect(boxAllergenSummary([meal('Green Salad', food({}))])?.sentence).toBe(
      'This box contains none of the 14 allergens.',
    );
  });

  it('when a meal has no declaration, then it is named instead of being counted as free, and the box is not called free', () => {
    const summary = boxAllergenSummary([
      meal('Mystery Stew', null),
      { name: 'Old Curry' },
      meal('Mystery Stew', null),
      meal('Green Salad', food({})),
    ]);
    expect(summary?.undeclared).toEqual(['Mystery Stew', 'Old Curry']);
    expect(summary?.sentence).toBe(
      'We don’t have the allergen information for Mystery Stew and Old Curry yet: please contact us before eating them.',
    );
  });

  it('when the box has no meals yet, then there is no summary', () => {
    expect(boxAllergenSummary([])).toBeNull();
  });
});
