import {
  ALLERGENS,
  ALLERGEN_KEYS,
  SUITABILITY_KEYS,
  menuFilterParams,
  type Allergen,
  type MenuFilters,
  type Suitability,
} from '@mealbox/contracts/food';

/** The URL's names for the filters: the API's own (`?free_from=peanuts,sesame&suitable_for=vegan`). */
export const FREE_FROM_PARAM = 'free_from';
export const SUITABLE_FOR_PARAM = 'suitable_for';

/**
 * A comma list from the URL, keeping only the names we know, each once, in the contracts' order (the law's order
 * for allergens). Unknown names (an old or mistyped link) are dropped rather than shown as an error, as an unknown
 * category is; the fixed order means one filter has one URL, whatever order it was ticked in.
 */
function knownList<T extends string>(text: string | null, known: readonly T[]): T[] {
  const asked = new Set((text ?? '').split(',').map((value) => value.trim()));
  return known.filter((value) => asked.has(value));
}

export function readMenuFilters(params: URLSearchParams): MenuFilters {
  return {
    freeFrom: knownList<Allergen>(params.get(FREE_FROM_PARAM), ALLERGEN_KEYS),
    suitableFor: knownList<Suitability>(params.get(SUITABLE_FOR_PARAM), SUITABILITY_KEYS),
  };
}

/**
 * The URL with these filters in place of any before, each where it stood (a new one goes last); every other
 * parameter (week, category) kept as it was.
 */
export function writeMenuFilters(params: URLSearchParams, filters: MenuFilters): URLSearchParams {
  const updated = new URLSearchParams(params);
  const written = menuFilterParams(canonical(filters));
  for (const name of [FREE_FROM_PARAM, SUITABLE_FOR_PARAM]) {
    const value = written[name];
    if (value) updated.set(name, value);
    else updated.delete(name);
  }
  return updated;
}

/**
 * The query string as the menu writes it: commas left as they are ('free_from=peanuts,sesame', as the API reads it
 * and as a person shares it), where URLSearchParams alone would write '%2C'. Both read back the same.
 */
export function menuSearch(params: URLSearchParams): string {
  return params.toString().replace(/%2C/gi, ',');
}

/**
 * True when the address's filters are not written as the menu writes them (unknown names, repeats, another order,
 * an encoded comma): the page then rewrites the address to the filters it actually applies.
 */
export function needsRewrite(search: string): boolean {
  const params = new URLSearchParams(search);
  return menuSearch(writeMenuFilters(params, readMenuFilters(params))) !== search.replace(/^\?/, '');
}

function canonical(filters: MenuFilters): MenuFilters {
  return {
    freeFrom: ALLERGEN_KEYS.filter((a) => filters.freeFrom.includes(a)),
    suitableFor: SUITABILITY_KEYS.filter((s) => filters.suitableFor.includes(s)),
  };
}

/** A list with one value ticked or unticked. */
export function withChoice<T extends string>(list: readonly T[], value: T, on: boolean): T[] {
  const others = list.filter((item) => item !== value);
  return on ? [...others, value] : others;
}

/** How many filters are ticked: the disclosure's '(2)'. */
export function filterCount(filters: MenuFilters): number {
  return filters.freeFrom.length + filters.suitableFor.length;
}

/** What the Free from choices are called: the law's names, gluten and sulphites short enough for a checkbox. */
export function freeFromLabel(allergen: Allergen): string {
  if (allergen === 'gluten') return 'Gluten';
  if (allergen === 'sulphites') return 'Sulphites';
  return ALLERGENS.find((a) => a.value === allergen)?.label ?? allergen;
}
