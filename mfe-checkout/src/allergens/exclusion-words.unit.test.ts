import { exclusionsWords } from './exclusion-words';

describe('the saved exclusions in words', () => {
  it('when nothing is left out, then it says so', () => {
    expect(exclusionsWords({ allergens: [], includeMayContain: true })).toBe(
      'You haven’t asked us to leave out any allergens.',
    );
  });

  it('when one allergen is left out, contains only, then it names it', () => {
    expect(exclusionsWords({ allergens: ['peanuts'], includeMayContain: false })).toBe(
      'We leave out meals that contain peanuts.',
    );
  });

  it('when several are left out with may-contain, then they are joined with or, and may-contain is said', () => {
    expect(exclusionsWords({ allergens: ['gluten', 'tree_nuts', 'peanuts'], includeMayContain: true })).toBe(
      'We leave out meals that contain gluten, tree nuts or peanuts, and meals that may contain them.',
    );
  });
});
