import { menuTurnWeekOf } from '@mealbox/contracts';
import type { MealReadDocument } from '../../shared/data/meal-read-model';
import { defaultBoxMeals } from './default-box-meals';

const THIS_WEEK = '2026-03-12';
const NEXT_WEEK = '2026-03-19';

const meal = (id: string, fields: Partial<MealReadDocument> = {}): MealReadDocument => ({
  _id: id,
  revision: 1,
  deleted: false,
  name: `Meal ${id}`,
  category: 'main_course',
  status: 'available',
  isVegan: false,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...fields,
});
const menu = [
  meal('m1'),
  meal('m2'),
  meal('m3'),
  meal('v1', { isVegan: true }),
  meal('v2', { isVegan: true }),
  meal('sold', { status: 'sold_out' }),
  meal('gone', { deleted: true }),
  meal('cake', { category: 'dessert', isVegan: true }),
];
const plan = (proteinPreference: 'MV' | 'MO' | 'VO', numberOfMeals = 6) =>
  ({ proteinPreference, mealSize: 'S', numberOfMeals }) as const;
const total = (items: { quantity: number }[]) => items.reduce((sum, item) => sum + item.quantity, 0);
const ids = (items: { mealId: string }[]) => items.map((item) => item.mealId).sort();

describe('the meals we choose for a box left to us', () => {
  it('when the customer eats vegan only, then every meal is a vegan main course and the box is full', () => {
    const items = defaultBoxMeals(menu, plan('VO'), THIS_WEEK);
    expect(ids(items)).toEqual(['v1', 'v2']);
    expect(total(items)).toBe(6);
  });

  it('when the customer eats meat only, then no vegan dish is chosen', () => {
    const items = defaultBoxMeals(menu, plan('MO', 8), THIS_WEEK);
    expect(ids(items)).toEqual(['m1', 'm2', 'm3']);
    expect(total(items)).toBe(8);
  });

  it('when the customer eats meat and vegan, then both kinds come, each dish once before any twice', () => {
    const items = defaultBoxMeals(menu, plan('MV', 5), THIS_WEEK);
    expect(ids(items)).toEqual(['m1', 'm2', 'm3', 'v1', 'v2']);
    expect(items.every((item) => item.quantity === 1)).toBe(true);
  });

  it('when sold-out, withdrawn or non-main dishes are on the menu, then they are never chosen', () => {
    for (const preference of ['MV', 'MO', 'VO'] as const) {
      const chosen = ids(defaultBoxMeals(menu, plan(preference, 18), THIS_WEEK));
      expect(chosen.some((id) => ['sold', 'gone', 'cake'].includes(id))).toBe(false);
    }
  });

  it('when the next week comes, then the choice turns; the same box always gets the same choice', () => {
    const big = Array.from({ length: 20 }, (_, i) => meal(`m${String(i).padStart(2, '0')}`));
    const thisWeek = defaultBoxMeals(big, plan('MO'), THIS_WEEK);
    expect(defaultBoxMeals(big, plan('MO'), THIS_WEEK)).toEqual(thisWeek);
    const nextWeek = defaultBoxMeals(big, plan('MO'), NEXT_WEEK);
    expect(ids(nextWeek)).not.toEqual(ids(thisWeek));
  });

  it('when nothing on the menu suits the preference, then the box is left for the kitchen to pack', () => {
    expect(defaultBoxMeals([meal('m1')], plan('VO'), THIS_WEEK)).toEqual([]);
  });

  it('when a meal rests in the week of the box, then it is not chosen that week', () => {
    const resting = meal('resting', { menuRestWeek: menuTurnWeekOf(THIS_WEEK) });
    const restingNextWeek = meal('resting-next', { menuRestWeek: menuTurnWeekOf(NEXT_WEEK) });
    const items = defaultBoxMeals([...menu, resting, restingNextWeek], plan('MO', 18), THIS_WEEK);
    expect(ids(items)).not.toContain('resting');
    expect(ids(items)).toContain('resting-next');
  });

  it('when the customer needs gluten-free and dairy-free meals, then only meals with both flags are chosen', () => {
    const flagged = [
      meal('gf', { isGlutenFree: true }),
      meal('df', { isDairyFree: true }),
      meal('both', { isGlutenFree: true, isDairyFree: true }),
      meal('both-vegan', { isGlutenFree: true, isDairyFree: true, isVegan: true }),
    ];
    const items = defaultBoxMeals(flagged, plan('MV', 6), THIS_WEEK, ['gluten_free', 'dairy_free']);
    expect(ids(items)).toEqual(['both', 'both-vegan']);
    expect(total(items)).toBe(6);
    expect(ids(defaultBoxMeals(flagged, plan('MO', 6), THIS_WEEK, ['gluten_free']))).toEqual(['both', 'gf']);
  });

  it('when the customer leaves allergens out, then no meal containing one (or may containing one, if asked) is chosen', () => {
    const levels = (peanuts: 'contains' | 'may_contain' | 'free') =>
      ({ peanuts }) as unknown as NonNullable<MealReadDocument['foodInformation']>['allergens'];
    const declared = (peanuts: 'contains' | 'may_contain' | 'free') => ({
      foodInformation: { allergens: levels(peanuts) } as NonNullable<MealReadDocument['foodInformation']>,
    });
    const menuWithPeanuts = [
      meal('satay', declared('contains')),
      meal('traces', declared('may_contain')),
      meal('safe', declared('free')),
      meal('undeclared'),
    ];
    const avoid = { allergens: ['peanuts' as const], includeMayContain: false };
    expect(ids(defaultBoxMeals(menuWithPeanuts, plan('MO', 4), THIS_WEEK, [], avoid))).toEqual([
      'safe',
      'traces',
    ]);
    const avoidTraces = { ...avoid, includeMayContain: true };
    const items = defaultBoxMeals(menuWithPeanuts, plan('MO', 4), THIS_WEEK, [], avoidTraces);
    expect(ids(items)).toEqual(['safe']);
    expect(total(items)).toBe(4);
  });
});
