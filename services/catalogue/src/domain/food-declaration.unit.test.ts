import { ALLERGEN_KEYS, allergenField, missingAllergenMessage } from '@mealbox/contracts';
import { declaredFoodInformation as declared } from '../../test/declared-food';
import { declaredFoodInformation } from './food-declaration';

const REQUIRED_FIELDS = [
  'contains_meat',
  'contains_other_animal_products',
  'net_weight_g',
  'cooking_time_minutes',
  'saturates',
  'sugars',
  'salt',
];

describe('declaredFoodInformation', () => {
  it('when a draft that is not available has no food information and sends none, then it is saved without', () => {
    expect(
      declaredFoodInformation({ stored: null, changes: {}, status: 'not_available', ingredients: 'Rice' }),
    ).toEqual({ food: null });
  });

  it('when a meal on the menu has no declaration, then every field is refused with its own message', () => {
    for (const status of ['available', 'sold_out'] as const) {
      const outcome = declaredFoodInformation({ stored: null, changes: {}, status, ingredients: 'Rice' });
      if (!('errors' in outcome)) throw new Error('expected errors');
      expect(outcome.errors[allergenField('celery')]).toEqual([missingAllergenMessage('celery')]);
      for (const field of REQUIRED_FIELDS) expect(outcome.errors[field]).toEqual(['This field is required.']);
      expect(Object.keys(outcome.errors)).toHaveLength(ALLERGEN_KEYS.length + REQUIRED_FIELDS.length + 1);
      expect(outcome.errors.non_field_errors?.[0]).toMatch(/available or sold out needs a complete/);
    }
  });

  it('when a draft sends part of a declaration, then the rest is asked for and the message says why', () => {
    const outcome = declaredFoodInformation({
      stored: null,
      changes: { allergens: { milk: 'contains' }, salt: 1 },
      status: 'not_available',
      ingredients: 'Cream (milk)',
    });
    if (!('errors' in outcome)) throw new Error('expected errors');
    expect(outcome.errors[allergenField('milk')]).toBeUndefined();
    expect(outcome.errors.salt).toBeUndefined();
    expect(outcome.errors[allergenField('eggs')]).toEqual([missingAllergenMessage('eggs')]);
    expect(outcome.errors.non_field_errors?.[0]).toMatch(
      /not available may be saved without food information/,
    );
  });

  it('when a change is laid over a stored declaration, then the untouched parts are kept', () => {
    const stored = declared({ milk: 'contains' });
    const outcome = declaredFoodInformation({
      stored,
      changes: { salt: 0.8, allergens: { sesame: 'may_contain' } },
      status: 'available',
      ingredients: 'Rice, cream (milk)',
    });
    expect(outcome).toEqual({
      food: { ...stored, salt: 0.8, allergens: { ...stored.allergens, sesame: 'may_contain' } },
    });
  });

  it('when the declaration contradicts the ingredients, then the contradiction is refused by field', () => {
    const outcome = declaredFoodInformation({
      stored: declared(),
      changes: {},
      status: 'available',
      ingredients: 'Rice, butter (milk)',
    });
    expect(outcome).toEqual({
      errors: { [allergenField('milk')]: [expect.stringMatching(/declare it as "contains"/)] },
    });
  });
});
