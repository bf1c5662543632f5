import { z } from 'zod';
import { conflictingAllergens } from './allergen-exclusions';
import { declarationWith, foodInformationWith } from './food-test-fixtures';
import { menuFilterQueryShape } from './menu-filter-query';
import { matchesMenuFilters, menuFilterParams } from './menu-filters';

const query = z.object(menuFilterQueryShape);

describe('menu filters', () => {
  const peanutCurry = foodInformationWith({ allergens: declarationWith({ peanuts: 'contains' }) });
  const mayHaveSesame = foodInformationWith({ allergens: declarationWith({ sesame: 'may_contain' }) });
  const cheesePie = foodInformationWith({
    allergens: declarationWith({ milk: 'contains', gluten: 'contains' }),
  });

  it('when filtering free from an allergen, then only meals declared free pass (not those that may contain it)', () => {
    const filters = { freeFrom: ['peanuts', 'sesame'] as const, suitableFor: [] };
    const pass = (food: typeof peanutCurry) =>
      matchesMenuFilters(food, { ...filters, freeFrom: [...filters.freeFrom] });
    expect([peanutCurry, mayHaveSesame, cheesePie].map(pass)).toEqual([false, false, true]);
  });

  it('when filtering by diet and allergen together, then both must hold', () => {
    const filters = { freeFrom: ['peanuts' as const], suitableFor: ['vegan' as const] };
    expect(matchesMenuFilters(cheesePie, filters)).toBe(false);
    expect(matchesMenuFilters(mayHaveSesame, filters)).toBe(true);
  });

  it('when a meal has no declaration, then it passes no filter but shows on an unfiltered menu', () => {
    expect(matchesMenuFilters(null, { freeFrom: ['milk'], suitableFor: [] })).toBe(false);
    expect(matchesMenuFilters(null, { freeFrom: [], suitableFor: [] })).toBe(true);
  });

  it('when the query names allergens and diets, then they parse, deduplicated; unknown names are refused', () => {
    expect(query.parse({ free_from: 'peanuts, sesame,peanuts', suitable_for: 'vegan' })).toEqual({
      free_from: ['peanuts', 'sesame'],
      suitable_for: ['vegan'],
    });
    const refused = query.safeParse({ free_from: 'peanut' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(
      /^Unknown allergen: peanut\. Choose from: celery, gluten/,
    );
  });

  it('when filters are written back to a URL, then empty ones are left out', () => {
    expect(menuFilterParams({ freeFrom: ['milk', 'eggs'], suitableFor: [] })).toEqual({
      free_from: 'milk,eggs',
    });
  });
});

describe('conflictingAllergens', () => {
  const meal = foodInformationWith({
    allergens: declarationWith({ peanuts: 'contains', sesame: 'may_contain' }),
  });

  it('when a customer excludes what a meal contains, then the conflict is named', () => {
    expect(conflictingAllergens(meal, { allergens: ['peanuts', 'milk'], includeMayContain: false })).toEqual([
      'peanuts',
    ]);
  });

  it('when a customer also avoids "may contain", then those count too', () => {
    expect(conflictingAllergens(meal, { allergens: ['sesame'], includeMayContain: false })).toEqual([]);
    expect(conflictingAllergens(meal, { allergens: ['sesame'], includeMayContain: true })).toEqual([
      'sesame',
    ]);
  });

  it('when a meal has no declaration, then it conflicts with every exclusion (unknown is not safe)', () => {
    expect(conflictingAllergens(null, { allergens: ['celery'], includeMayContain: false })).toEqual([
      'celery',
    ]);
    expect(conflictingAllergens(null, { allergens: [], includeMayContain: true })).toEqual([]);
  });
});
