import {
  ALLERGEN_KEYS,
  MEAL_CATEGORIES,
  declarationErrors,
  suitabilityOf,
  type Allergen,
  type AllergenLevel,
  type FoodInformation,
  type MealCategory,
  type Suitability,
} from '@mealbox/contracts';
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

const MEAT = /\b(chicken|beef|pork|lamb|turkey|bacon|ham|chorizo|sausages?|gelatine)\b/;
const OTHER_ANIMAL_PRODUCTS = /\bhoney\b/;

/** Grams a portion plausibly weighs as delivered, by course (a drink's millilitres as grams). */
const PORTION_GRAMS: Record<MealCategory, readonly [number, number]> = {
  main_course: [350, 550],
  breakfast: [200, 400],
  appetizer: [150, 350],
  dessert: [100, 250],
  beverages: [250, 500],
};

const ingredientsOf = (meal: SeedMeal) => meal.ingredients.toLowerCase();
const available = (meal: SeedMeal) => meal.status === 'available';
const byName = (meal: SeedMeal) => [meal.name, meal] as const;

function foodOf(meal: SeedMeal): FoodInformation {
  if (!meal.food_information) throw new Error(`${meal.name} has no food information`);
  return meal.food_information;
}
const mealsWhere = (allergen: Allergen, level: AllergenLevel) =>
  SEED_MEALS.filter((meal) => foodOf(meal).allergens[allergen] === level);
/** The three suitabilities the spec stores as flags, as the meal claims them and as its declaration derives them. */
const claimedSuitability = (meal: SeedMeal) => ({
  vegan: meal.is_vegan,
  gluten_free: meal.is_gluten_free,
  dairy_free: meal.is_dairy_free,
});
function derivedSuitability(food: FoodInformation): ReturnType<typeof claimedSuitability> {
  const holds = (suitability: Suitability) => suitabilityOf(food).includes(suitability);
  return { vegan: holds('vegan'), gluten_free: holds('gluten_free'), dairy_free: holds('dairy_free') };
}

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

  describe('food information', () => {
    it.each(SEED_MEALS.map(byName))(
      'when %s is labelled, then its ingredients name every allergen it declares and no other, with the cereal and nut',
      (_name, meal) => {
        const food = foodOf(meal);
        expect(
          declarationErrors({
            allergens: food.allergens,
            glutenCereals: food.glutenCereals,
            treeNuts: food.treeNuts,
            ingredients: meal.ingredients,
          }),
        ).toEqual({});
      },
    );

    it.each(SEED_MEALS.map(byName))(
      'when %s is labelled, then its vegan, gluten-free and dairy-free flags are what its declaration derives',
      (_name, meal) => {
        expect(claimedSuitability(meal)).toEqual(derivedSuitability(foodOf(meal)));
      },
    );

    it('when the ingredients name meat, poultry or honey, then the declaration says so, and only then', () => {
      for (const meal of SEED_MEALS) {
        const food = foodOf(meal);
        expect([meal.name, food.containsMeat]).toEqual([meal.name, MEAT.test(ingredientsOf(meal))]);
        expect([meal.name, food.containsOtherAnimalProducts]).toEqual([
          meal.name,
          OTHER_ANIMAL_PRODUCTS.test(ingredientsOf(meal)),
        ]);
      }
    });

    it('when the nutrition is declared, then saturates are part of the fat and sugars part of the carbohydrate', () => {
      for (const meal of SEED_MEALS) {
        const food = foodOf(meal);
        expect([meal.name, food.saturates <= meal.fat, food.sugars <= meal.carbohydrates]).toEqual([
          meal.name,
          true,
          true,
        ]);
      }
    });

    it('when the nutrition is declared, then saturates and sugars have one decimal place and salt two', () => {
      for (const meal of SEED_MEALS) {
        const { saturates, sugars, salt } = foodOf(meal);
        expect([meal.name, Math.round(saturates * 10) / 10, Math.round(sugars * 10) / 10]).toEqual([
          meal.name,
          saturates,
          sugars,
        ]);
        expect([meal.name, Math.round(salt * 100) / 100]).toEqual([meal.name, salt]);
      }
    });

    it('when a portion is weighed, then it is heavier than its protein, carbohydrate and fat together', () => {
      for (const meal of SEED_MEALS) {
        const macros = meal.protein + meal.carbohydrates + meal.fat;
        expect([meal.name, foodOf(meal).netWeightG >= macros]).toEqual([meal.name, true]);
      }
    });

    it('when a portion is weighed, then its weight is plausible for its course', () => {
      for (const meal of SEED_MEALS) {
        const [lightest, heaviest] = PORTION_GRAMS[meal.category];
        const grams = foodOf(meal).netWeightG;
        expect([meal.name, grams >= lightest && grams <= heaviest]).toEqual([meal.name, true]);
      }
    });

    it('when the salt is declared, then it is more than 0 g and at most 6 g, the adult daily maximum', () => {
      for (const meal of SEED_MEALS) {
        const { salt } = foodOf(meal);
        expect([meal.name, salt > 0 && salt <= 6]).toEqual([meal.name, true]);
      }
    });

    it('when a meal is prepared at home, then it takes at least a minute and at most four hours', () => {
      for (const meal of SEED_MEALS) {
        const minutes = foodOf(meal).cookingTimeMinutes;
        expect([meal.name, Number.isInteger(minutes) && minutes >= 1 && minutes <= 240]).toEqual([
          meal.name,
          true,
        ]);
      }
    });

    it.each(ALLERGEN_KEYS)(
      'when customers filter the menu free from %s, then at least three meals remain',
      (allergen) => {
        expect(mealsWhere(allergen, 'free').length).toBeGreaterThanOrEqual(3);
      },
    );

    it.each<Allergen>(['peanuts', 'sesame', 'tree_nuts', 'fish'])(
      'when customers exclude %s, then at least two meals are left out because they contain it',
      (allergen) => {
        expect(mealsWhere(allergen, 'contains').length).toBeGreaterThanOrEqual(2);
      },
    );

    it('when customers also exclude "may contain", then at least three meals declare a cross-contact risk', () => {
      const withRisk = SEED_MEALS.filter((meal) =>
        ALLERGEN_KEYS.some((allergen) => foodOf(meal).allergens[allergen] === 'may_contain'),
      );
      expect(withRisk.length).toBeGreaterThanOrEqual(3);
    });

    it.each<Suitability>(['vegan', 'vegetarian', 'gluten_free', 'dairy_free', 'nut_free'])(
      'when customers filter the menu by %s, then at least three meals qualify and at least three do not',
      (suitability) => {
        const qualifying = SEED_MEALS.filter((meal) => suitabilityOf(foodOf(meal)).includes(suitability));
        expect(qualifying.length).toBeGreaterThanOrEqual(3);
        expect(SEED_MEALS.length - qualifying.length).toBeGreaterThanOrEqual(3);
      },
    );
  });
});
