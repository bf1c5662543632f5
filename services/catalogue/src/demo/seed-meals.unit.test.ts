import { MEAL_CATEGORIES } from '@mealbox/contracts';
import { mealDraftSchema } from '../domain/meal-draft';
import { renderMealArtwork } from '../domain/meal-artwork';
import { SEED_MEALS } from './seed-meals';
import type { SeedMeal } from './seed-meals';

/** Plant ingredients whose names contain a dairy or animal word. */
const PLANT_LOOKALIKES =
  /\b(coconut (milk|cream|water|flakes)|(peanut|cocoa|almond|nut) butter|butter beans|(oat|almond|soya) drink)\b/g;
const ANIMAL = new RegExp(
  '\\b(chicken|beef|pork|lamb|turkey|bacon|ham|salmon|cod|haddock|mackerel|tuna|prawns?|fish|anchov(y|ies)|' +
    'chorizo|eggs?|milk|butter(milk)?|cheese|cream|yoghurt|honey|gelatine|meringue)\\b',
);
const DAIRY = /\b(milk|butter(milk)?|cheese|cream|yoghurt|crème fraîche|ghee|whey|custard)\b/;
/** Ingredients that are gluten-free although their names contain a gluten word. */
const GLUTEN_FREE_LOOKALIKES =
  /\b(rice|gram|chickpea|almond|coconut|buckwheat) flour\b|\b(rice|glass) noodles\b/g;
const GLUTEN = new RegExp(
  '\\b(wheat|wholewheat|wholemeal|flour|pasta|spaghetti|penne|noodles|bread|breadcrumbs|sourdough|flatbread|' +
    'couscous|semolina|bulgur|freekeh|barley|malt(ed)?|ale|beer|rye|spelt|oats?|oatcakes|granola|biscuits?|' +
    'shortbread|pastry|soy sauce|gochujang)\\b',
);

const ingredientsOf = (meal: SeedMeal) => meal.ingredients.toLowerCase();
const available = (meal: SeedMeal) => meal.status === 'available';

describe('SEED_MEALS', () => {
  it.each(SEED_MEALS.map((m) => [m.name, m] as const))(
    'when %s is given to the admin schema, then it is accepted unchanged',
    (_name, meal) => {
      const { artwork: _artwork, ...draft } = meal;
      expect(mealDraftSchema.parse(draft)).toEqual({ ...draft, menu_rest_week: null });
    },
  );

  it('when the menu is listed, then it has at least 50 meals with unique names and slugs', () => {
    expect(SEED_MEALS.length).toBeGreaterThanOrEqual(50);
    const names = SEED_MEALS.map((m) => m.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const slugs = names.map((n) => n.replace(/[^a-z0-9]+/g, '-'));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(MEAL_CATEGORIES.map((c) => c.value))(
    'when customers browse %s, then at least three meals are available',
    (category) => {
      expect(SEED_MEALS.filter((m) => m.category === category && available(m)).length).toBeGreaterThanOrEqual(
        3,
      );
    },
  );

  it('when customers filter by protein preference, then both vegan and meat or fish dishes offer real choice', () => {
    expect(SEED_MEALS.filter((m) => m.is_vegan && available(m)).length).toBeGreaterThanOrEqual(14);
    const meatOrFish = SEED_MEALS.filter((m) =>
      /\b(chicken|beef|pork|lamb|turkey|salmon|cod|haddock|mackerel|prawns)\b/.test(ingredientsOf(m)),
    );
    expect(meatOrFish.filter(available).length).toBeGreaterThanOrEqual(18);
    expect(meatOrFish.length).toBeGreaterThanOrEqual(20);
  });

  it('when a meal is vegan, then it is also dairy-free', () => {
    for (const meal of SEED_MEALS.filter((m) => m.is_vegan))
      expect([meal.name, meal.is_dairy_free]).toEqual([meal.name, true]);
  });

  it('when a meal is labelled with macros, then 4 kcal/g protein and carbohydrate and 9 kcal/g fat come within 15% of its calories', () => {
    for (const meal of SEED_MEALS) {
      const estimate = 4 * meal.protein + 4 * meal.carbohydrates + 9 * meal.fat;
      expect([meal.name, Math.abs(estimate - meal.calories) / meal.calories <= 0.15]).toEqual([
        meal.name,
        true,
      ]);
    }
  });

  it('when macros are given, then they are grams with at most one decimal place', () => {
    for (const meal of SEED_MEALS) {
      for (const grams of [meal.protein, meal.carbohydrates, meal.fat]) {
        expect([meal.name, Math.round(grams * 10) / 10]).toEqual([meal.name, grams]);
      }
    }
  });

  it('when the ingredients name an animal product, then the meal is not vegan', () => {
    for (const meal of SEED_MEALS) {
      const text = ingredientsOf(meal).replace(PLANT_LOOKALIKES, '');
      if (ANIMAL.test(text)) expect([meal.name, meal.is_vegan]).toEqual([meal.name, false]);
    }
  });

  it('when the ingredients name a dairy product, then the meal is not dairy-free', () => {
    for (const meal of SEED_MEALS) {
      const text = ingredientsOf(meal).replace(PLANT_LOOKALIKES, '');
      if (DAIRY.test(text)) expect([meal.name, meal.is_dairy_free]).toEqual([meal.name, false]);
    }
  });

  it('when the ingredients name a cereal containing gluten, then the meal is not gluten-free', () => {
    for (const meal of SEED_MEALS) {
      const text = ingredientsOf(meal).replace(GLUTEN_FREE_LOOKALIKES, '');
      if (GLUTEN.test(text)) expect([meal.name, meal.is_gluten_free]).toEqual([meal.name, false]);
    }
  });

  it('when a meal is drawn, then its artwork uses 2 to 4 hex colours and renders under 6 KB', () => {
    for (const meal of SEED_MEALS) {
      expect(meal.artwork.palette.length).toBeGreaterThanOrEqual(2);
      expect(meal.artwork.palette.length).toBeLessThanOrEqual(4);
      for (const colour of meal.artwork.palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(Buffer.byteLength(renderMealArtwork(meal.name, meal.artwork))).toBeLessThan(6 * 1024);
    }
  });
});
