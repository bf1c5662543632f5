import { SEED_MEALS } from './seed-meals';
import { SEED_RECIPES } from './seed-recipes';
import { demoRecipeSource } from './demo-recipe-source';
import { seedKeyOf } from './seed-key';

/** Plant ingredients whose names contain an animal word. */
const PLANT_LOOKALIKES = /\b(coconut milk|butter beans|peanut butter|oat drink)\b/g;
const ANIMAL =
  /\b(chicken|beef|pork|lamb|turkey|bacon|ham|salmon|cod|haddock|prawns?|fish|anchov(y|ies)|chorizo|eggs?|milk|butter(milk)?|cheese|cream|yoghurt|honey)\b/;

const mealNamed = (name: string) => SEED_MEALS.find((meal) => meal.name === name);
const recipeText = ({ recipe }: (typeof SEED_RECIPES)[number]) =>
  [...recipe.ingredients.map(({ item }) => item), ...recipe.steps].join(' ').toLowerCase();

describe('SEED_RECIPES', () => {
  it('when the demo recipes are listed, then there are at least 12, each for a different seeded meal', () => {
    expect(SEED_RECIPES.length).toBeGreaterThanOrEqual(12);
    const meals = SEED_RECIPES.map(({ meal }) => meal);
    expect(new Set(meals).size).toBe(meals.length);
    for (const meal of meals) expect(mealNamed(meal)).toBeDefined();
  });

  it('when the demo recipes are checked as staff’s recipes are, then each is accepted unchanged', () => {
    const source = demoRecipeSource();
    expect(source.map(({ recipe }) => recipe)).toEqual(SEED_RECIPES.map(({ recipe }) => recipe));
    expect(source.map(({ mealKey }) => mealKey)).toEqual(SEED_RECIPES.map(({ meal }) => seedKeyOf(meal)));
  });

  it.each(SEED_RECIPES.filter(({ meal }) => mealNamed(meal)?.is_vegan).map((r) => [r.meal, r] as const))(
    'when the recipe of the vegan %s is read, then it asks for nothing from an animal',
    (_meal, seeded) => {
      expect(recipeText(seeded).replace(PLANT_LOOKALIKES, '')).not.toMatch(ANIMAL);
    },
  );
});
