import { DIETARY_REQUIREMENTS } from '@mealbox/contracts';
import {
  DIETARY_CHOICES,
  dietaryWords,
  isDietaryRequirement,
  orderedRequirements,
  requirementsChanged,
} from './dietary-choices';

describe('dietary requirements in the account', () => {
  it('when the account lists the choices, then they are the contracts’ own, in the same order and words', () => {
    expect(DIETARY_CHOICES).toEqual(DIETARY_REQUIREMENTS);
  });

  it('when requirements are named, then they read as a British sentence, in the list’s order', () => {
    expect(dietaryWords([])).toBe('None');
    expect(dietaryWords(['dairy_free'])).toBe('Dairy free');
    expect(dietaryWords(['dairy_free', 'gluten_free'])).toBe('Gluten free and dairy free');
  });

  it('when boxes are ticked in any order, then they are sent in the list’s order', () => {
    expect(orderedRequirements(new Set(['dairy_free', 'gluten_free'] as const))).toEqual([
      'gluten_free',
      'dairy_free',
    ]);
    expect(orderedRequirements(new Set())).toEqual([]);
  });

  it('when the ticked boxes match what is saved, then nothing has changed; otherwise it has', () => {
    expect(requirementsChanged(['gluten_free'], new Set(['gluten_free'] as const))).toBe(false);
    expect(requirementsChanged([], new Set())).toBe(false);
    expect(requirementsChanged(['gluten_free'], new Set(['dairy_free'] as const))).toBe(true);
    expect(requirementsChanged([], new Set(['dairy_free'] as const))).toBe(true);
    expect(requirementsChanged(['gluten_free', 'dairy_free'], new Set(['gluten_free'] as const))).toBe(true);
  });

  it('when a value comes from the server, then only the known requirements are taken as such', () => {
    expect(isDietaryRequirement('gluten_free')).toBe(true);
    expect(isDietaryRequirement('vegan')).toBe(false);
    expect(isDietaryRequirement(undefined)).toBe(false);
  });
});
