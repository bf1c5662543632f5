import { ApiError } from '@mealbox/web-kit';
import { exclusionsProblem, sameExclusions, toggleAllergen } from './exclusions-form';

const refused = (errors: Record<string, string[]>, detail = 'Validation failed') =>
  new ApiError({ type: 'about:blank', title: 'Bad Request', status: 400, detail, errors });

describe('the allergens card’s choices', () => {
  it('when allergens are ticked in any order, then they are kept in the law’s order', () => {
    const ticked = toggleAllergen(toggleAllergen([], 'sesame', true), 'peanuts', true);
    expect(toggleAllergen(ticked, 'celery', true)).toEqual(['celery', 'peanuts', 'sesame']);
  });

  it('when one is unticked, then only it goes', () => {
    expect(toggleAllergen(['celery', 'peanuts', 'sesame'], 'peanuts', false)).toEqual(['celery', 'sesame']);
  });

  it('when the same allergens and choice are compared, then they are the same; a different choice is not', () => {
    expect(
      sameExclusions(
        { allergens: ['peanuts', 'milk'], includeMayContain: true },
        { allergens: ['milk', 'peanuts'], includeMayContain: true },
      ),
    ).toBe(true);
    expect(
      sameExclusions(
        { allergens: ['peanuts'], includeMayContain: true },
        { allergens: ['peanuts'], includeMayContain: false },
      ),
    ).toBe(false);
    expect(
      sameExclusions(
        { allergens: ['peanuts'], includeMayContain: false },
        { allergens: [], includeMayContain: false },
      ),
    ).toBe(false);
  });
});

describe('a refused save', () => {
  it('when the server refuses an allergen, then its message goes beside the allergens', () => {
    expect(exclusionsProblem(refused({ 'allergens.1': ['Choose allergens from: celery, gluten.'] }))).toEqual(
      {
        allergens: 'Choose allergens from: celery, gluten.',
        includeMayContain: null,
        general: null,
      },
    );
  });

  it('when the server refuses the may-contain choice, then its message goes beside it', () => {
    expect(
      exclusionsProblem(refused({ include_may_contain: ['Must be true or false.'] })).includeMayContain,
    ).toBe('Must be true or false.');
  });

  it('when a 400 names no field of the card, then its detail is shown for the card', () => {
    expect(exclusionsProblem(refused({}, 'Your account has no customer record yet.'))).toEqual({
      allergens: null,
      includeMayContain: null,
      general: 'Your account has no customer record yet.',
    });
  });

  it('when the call never got an answer, then the customer is told to check their connection', () => {
    const offline = new ApiError({ type: 'about:blank', title: 'Network error', status: 0 });
    expect(exclusionsProblem(offline).general).toMatch(/check your connection/);
  });
});
