import {
  ALLERGEN_KEYS,
  type Allergen,
  type AllergenDeclaration,
  type AllergenLevel,
} from '@mealbox/contracts/food';
import { mealConflictReason } from './meal-conflict';

const food = (levels: Partial<Record<Allergen, AllergenLevel>>) => ({
  allergens: Object.fromEntries(
    ALLERGEN_KEYS.map((allergen) => [allergen, levels[allergen] ?? 'free']),
  ) as AllergenDeclaration,
});

describe('why a meal cannot go in the box', () => {
  it('when the meal contains an excluded allergen, then the reason names it', () => {
    expect(
      mealConflictReason(food({ peanuts: 'contains' }), { allergens: ['peanuts'], includeMayContain: false }),
    ).toBe('Contains peanuts, which you leave out');
  });

  it('when the meal only may contain it and the customer did not ask for may-contain, then it is fine', () => {
    expect(
      mealConflictReason(food({ peanuts: 'may_contain' }), {
        allergens: ['peanuts'],
        includeMayContain: false,
      }),
    ).toBeNull();
  });

  it('when the customer leaves out may-contain too, then both kinds are named', () => {
    expect(
      mealConflictReason(food({ milk: 'contains', peanuts: 'contains', sesame: 'may_contain' }), {
        allergens: ['milk', 'peanuts', 'sesame'],
        includeMayContain: true,
      }),
    ).toBe('Contains milk and peanuts and may contain sesame, which you leave out');
  });

  it('when the meal only may contain an excluded allergen, then the reason starts with a capital', () => {
    expect(
      mealConflictReason(food({ tree_nuts: 'may_contain' }), {
        allergens: ['tree_nuts'],
        includeMayContain: true,
      }),
    ).toBe('May contain tree nuts, which you leave out');
  });

  it('when the meal has no declaration and the customer has exclusions, then it cannot be added', () => {
    expect(mealConflictReason(null, { allergens: ['celery'], includeMayContain: false })).toBe(
      'No allergen information yet, so it can’t go in a box that leaves allergens out',
    );
  });

  it('when the customer leaves nothing out, then no meal conflicts, declared or not', () => {
    expect(mealConflictReason(null, { allergens: [], includeMayContain: true })).toBeNull();
    expect(
      mealConflictReason(food({ peanuts: 'contains' }), { allergens: [], includeMayContain: true }),
    ).toBeNull();
  });
});
