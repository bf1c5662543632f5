import { ALLERGEN_KEYS } from '@mealbox/contracts';
import type { AllergenDeclaration, AllergenLevel } from '@mealbox/contracts';
import { allergenChangeOf } from './allergen-change';

const declaration = (levels: Partial<AllergenDeclaration> = {}): AllergenDeclaration =>
  Object.fromEntries(
    ALLERGEN_KEYS.map((allergen) => [allergen, levels[allergen] ?? ('free' satisfies AllergenLevel)]),
  ) as AllergenDeclaration;

describe('allergenChangeOf', () => {
  it('when there is no declaration after the write, then there is no change', () => {
    expect(allergenChangeOf(null, null)).toBeNull();
    expect(allergenChangeOf(declaration({ milk: 'contains' }), undefined)).toBeNull();
  });

  it('when the 14 levels are the same, then there is no change', () => {
    expect(allergenChangeOf(declaration({ milk: 'contains' }), declaration({ milk: 'contains' }))).toBeNull();
  });

  it('when a meal is first declared, then everything it contains or may contain is added', () => {
    const next = declaration({ milk: 'contains', sesame: 'may_contain' });
    expect(allergenChangeOf(null, next)).toEqual({
      allergens: next,
      previous: null,
      added: ['milk', 'sesame'],
    });
  });

  it('when an allergen moves from free to may contain, or from may contain to contains, then it is added', () => {
    const before = declaration({ peanuts: 'may_contain' });
    const next = declaration({ peanuts: 'contains', celery: 'may_contain' });
    expect(allergenChangeOf(before, next)?.added).toEqual(['celery', 'peanuts']);
  });

  it('when allergens are only removed or lowered, then the change adds nothing', () => {
    const before = declaration({ milk: 'contains', eggs: 'may_contain' });
    const next = declaration({ milk: 'may_contain' });
    expect(allergenChangeOf(before, next)).toEqual({ allergens: next, previous: before, added: [] });
  });
});
