import { hasMenuFilters, suitabilityLabel, type MenuFilters } from '@mealbox/contracts/food';
import { listInWords } from '@mealbox/contracts/list-in-words';
import { freeFromLabel } from './menu-filter-params';

/**
 * What the live region says when the menu has loaded: '42 dishes on next week’s menu', '6 dishes in Dessert, next
 * week'; filtered, '12 meals free from peanuts on next week’s menu', '3 vegan, gluten-free meals in Dessert, this
 * week'. The filters are named, so a screen-reader user hears what a tick changed.
 */
export function menuCountText(
  count: number,
  filters: MenuFilters,
  categoryLabel: string | undefined,
  weekName: string | undefined,
): string {
  const when = weekName?.toLowerCase();
  const where = (what: string) => {
    if (categoryLabel) return when ? `${what} in ${categoryLabel}, ${when}` : `${what} in ${categoryLabel}`;
    return when ? `${what} on ${when}’s menu` : `${what} on the menu`;
  };
  if (!hasMenuFilters(filters)) return where(`${count} ${count === 1 ? 'dish' : 'dishes'}`);
  const diets = filters.suitableFor.map((s) => suitabilityLabel(s).toLowerCase());
  const freeFrom = filters.freeFrom.map((a) => freeFromLabel(a).toLowerCase());
  const meals = [String(count), diets.join(', '), count === 1 ? 'meal' : 'meals'].filter(Boolean).join(' ');
  return where(freeFrom.length > 0 ? `${meals} free from ${listInWords(freeFrom)}` : meals);
}
