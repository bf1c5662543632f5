import {
  filterCount,
  freeFromLabel,
  menuSearch,
  needsRewrite,
  readMenuFilters,
  withChoice,
  writeMenuFilters,
} from './menu-filter-params';

const params = (query: string) => new URLSearchParams(query);

describe('the menu’s allergen and diet filters in the URL', () => {
  it('when the URL says free_from=peanuts,sesame&suitable_for=vegan, then those are the filters', () => {
    expect(readMenuFilters(params('free_from=peanuts,sesame&suitable_for=vegan&week=2026-11-30'))).toEqual({
      freeFrom: ['peanuts', 'sesame'],
      suitableFor: ['vegan'],
    });
  });

  it('when the URL has no filters, then none are set', () => {
    expect(readMenuFilters(params('category=dessert'))).toEqual({ freeFrom: [], suitableFor: [] });
  });

  it('when the URL names unknown allergens or diets, repeats or odd order, then only known ones count, once, in the law’s order', () => {
    expect(
      readMenuFilters(params('free_from=sesame,,peanut,peanuts,sesame&suitable_for=keto,vegan')),
    ).toEqual({
      freeFrom: ['peanuts', 'sesame'],
      suitableFor: ['vegan'],
    });
  });

  it('when filters are written, then the week and category stay and the lists are comma-joined in the law’s order', () => {
    const written = writeMenuFilters(params('week=2026-11-30&category=dessert&free_from=milk'), {
      freeFrom: ['sesame', 'peanuts'],
      suitableFor: ['vegan', 'gluten_free'],
    });
    expect(written.get('week')).toBe('2026-11-30');
    expect(written.get('category')).toBe('dessert');
    expect(written.get('free_from')).toBe('peanuts,sesame');
    expect(written.get('suitable_for')).toBe('vegan,gluten_free');
  });

  it('when every filter is cleared, then the parameters leave the URL', () => {
    const written = writeMenuFilters(params('week=2026-11-30&free_from=milk&suitable_for=vegan'), {
      freeFrom: [],
      suitableFor: [],
    });
    expect(written.toString()).toBe('week=2026-11-30');
  });

  it('when filters are written, then each stays where it stood and commas stay commas', () => {
    const written = writeMenuFilters(params('free_from=milk&week=2026-11-30'), {
      freeFrom: ['milk', 'peanuts'],
      suitableFor: ['vegan'],
    });
    expect(menuSearch(written)).toBe('free_from=milk,peanuts&week=2026-11-30&suitable_for=vegan');
  });

  it('when the URL is written as the page writes it, then it needs no rewrite; otherwise it does', () => {
    expect(needsRewrite('?week=2026-11-30&free_from=peanuts,sesame&category=dessert')).toBe(false);
    expect(needsRewrite('?category=dessert')).toBe(false);
    expect(needsRewrite('')).toBe(false);
    expect(needsRewrite('?free_from=sesame,peanuts')).toBe(true);
    expect(needsRewrite('?free_from=peanuts%2Csesame')).toBe(true);
    expect(needsRewrite('?free_from=walnuts')).toBe(true);
  });

  it('when a choice is ticked or unticked, then it joins or leaves the list', () => {
    expect(withChoice(['milk'], 'peanuts', true)).toEqual(['milk', 'peanuts']);
    expect(withChoice(['milk', 'peanuts'], 'milk', false)).toEqual(['peanuts']);
    expect(withChoice(['milk'], 'milk', true)).toEqual(['milk']);
  });

  it('when two allergens and a diet are ticked, then the count is 3', () => {
    expect(filterCount({ freeFrom: ['milk', 'peanuts'], suitableFor: ['vegan'] })).toBe(3);
  });

  it('when the choices are labelled, then gluten and sulphites are short and the rest use the law’s names', () => {
    expect(freeFromLabel('gluten')).toBe('Gluten');
    expect(freeFromLabel('sulphites')).toBe('Sulphites');
    expect(freeFromLabel('tree_nuts')).toBe('Tree nuts');
    expect(freeFromLabel('peanuts')).toBe('Peanuts');
  });
});
