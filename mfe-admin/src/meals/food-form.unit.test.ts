import { mealCreateFormShape, toFoodInformationDto, type Meal } from '@mealbox/contracts';
import {
  ALLERGEN_KEYS,
  GLUTEN_CEREAL_KEYS,
  missingAllergenMessage,
  type AllergenDeclaration,
} from '@mealbox/contracts/food';
import { ApiError } from '@mealbox/web-kit';
import {
  EMPTY_FOOD_FORM,
  declaredAllergens,
  foodFormErrors,
  foodFormValuesOf,
  toggleListValue,
  withAllergenLevel,
  type FoodFormValues,
} from './food-form';
import { EMPTY_MEAL_FORM, mealFormFailure, mealFormFields, validateMealForm } from './meal-form';

const allFree = Object.fromEntries(ALLERGEN_KEYS.map((a) => [a, 'free'])) as AllergenDeclaration;

const PEANUT_NOODLES = toFoodInformationDto(
  {
    allergens: { ...allFree, peanuts: 'contains', gluten: 'contains', sesame: 'may_contain' },
    glutenCereals: ['wheat'],
    treeNuts: [],
    containsMeat: false,
    containsOtherAnimalProducts: false,
    netWeightG: 420,
    cookingTimeMinutes: 20,
    saturates: 3.4,
    sugars: 8.2,
    salt: 2.15,
  },
  { calories: 640, protein: 22, carbohydrates: 80, fat: 24 },
);
const INGREDIENTS = 'Egg-free noodles (wheat), peanuts, lime, coriander';

/** Every allergen free, the rest answered: a complete, consistent declaration for plain ingredients. */
const declared: FoodFormValues = {
  ...foodFormValuesOf(
    toFoodInformationDto(
      {
        allergens: allFree,
        glutenCereals: [],
        treeNuts: [],
        containsMeat: false,
        containsOtherAnimalProducts: false,
        netWeightG: 400,
        cookingTimeMinutes: 25,
        saturates: 1,
        sugars: 2,
        salt: 0.5,
      },
      { calories: 400, protein: 10, carbohydrates: 50, fat: 10 },
    ),
  ),
};

describe('the meal form: food information loaded and sent', () => {
  it('when a meal with a declaration is edited, then its levels, cereals, answers and figures fill the fields', () => {
    const values = foodFormValuesOf(PEANUT_NOODLES);
    expect(values).toMatchObject({
      allergen_peanuts: 'contains',
      allergen_gluten: 'contains',
      allergen_sesame: 'may_contain',
      allergen_milk: 'free',
      gluten_cereals: 'wheat',
      tree_nuts: '',
      contains_meat: 'false',
      contains_other_animal_products: 'false',
      net_weight_g: '420',
      cooking_time_minutes: '20',
      saturates: '3.4',
      sugars: '8.2',
      salt: '2.15',
    });
    expect(foodFormErrors(values, 'available', INGREDIENTS)).toEqual({});
  });

  it('when a new meal is sent, then every food field goes as the catalogue reads it', () => {
    const values = { ...EMPTY_MEAL_FORM, ...foodFormValuesOf(PEANUT_NOODLES) };
    const fields = mealFormFields(values);
    for (const [name, value] of Object.entries(fields)) {
      if (!(name in foodFormValuesOf(null))) continue;
      const rule = mealCreateFormShape[name as keyof typeof mealCreateFormShape];
      expect({ name, accepted: rule.safeParse(value).success }).toEqual({ name, accepted: true });
    }
    expect(fields).toMatchObject({ allergen_peanuts: 'contains', gluten_cereals: 'wheat', tree_nuts: '' });
  });

  it('when a draft that is not available has no declaration, then no food field is sent and none is asked for', () => {
    const draft = { ...EMPTY_MEAL_FORM, status: 'not_available' };
    const fields = mealFormFields(draft);
    expect(Object.keys(fields).filter((name) => name in EMPTY_FOOD_FORM)).toEqual([]);
    expect(foodFormErrors(EMPTY_FOOD_FORM, 'not_available', '')).toEqual({});
  });

  it('when an edit turns gluten to free from, then the level and the emptied cereals are sent', () => {
    const meal = { food_information: PEANUT_NOODLES } as Pick<Meal, 'food_information'>;
    const before = foodFormValuesOf(meal.food_information);
    const after = withAllergenLevel(before, 'gluten', 'free');
    expect(after.gluten_cereals).toBe('');
    const original = { ...mealWith(before), food_information: PEANUT_NOODLES };
    expect(mealFormFields({ ...formOf(before), ...after }, original)).toEqual({
      allergen_gluten: 'free',
      gluten_cereals: '',
    });
  });
});

describe('the meal form: food information checked before sending', () => {
  it('when an available meal leaves the allergens unset, then each of the 14 asks to be declared, and the rest is asked for', () => {
    const errors = foodFormErrors(EMPTY_FOOD_FORM, 'available', '');
    for (const allergen of ALLERGEN_KEYS) {
      expect(errors[`allergen_${allergen}`]).toBe(missingAllergenMessage(allergen));
    }
    expect(errors).toMatchObject({
      contains_meat: 'Say whether the meal contains meat, poultry or gelatine',
      contains_other_animal_products: 'Say whether the meal contains honey or other animal products',
      net_weight_g: 'Enter the net weight per portion',
      cooking_time_minutes: 'Enter the cooking time',
      saturates: 'Enter the saturates',
      sugars: 'Enter the sugars',
      salt: 'Enter the salt',
    });
    expect(Object.keys(foodFormErrors(EMPTY_FOOD_FORM, 'sold_out', ''))).toHaveLength(14 + 7);
  });

  it('when the whole meal form is checked, then the food information problems come with the others', () => {
    const errors = validateMealForm({ ...EMPTY_MEAL_FORM, status: 'available' });
    expect(errors.allergen_celery).toBe('Declare celery: contains, may contain or free from.');
    expect(errors.name).toBe('Enter the meal’s name');
  });

  it('when a figure is typed wrongly, then it says why, whatever the status', () => {
    const values = {
      ...EMPTY_FOOD_FORM,
      net_weight_g: '450.5',
      cooking_time_minutes: '241',
      saturates: '1.25',
      sugars: '-2',
      salt: '1.255',
    };
    expect(foodFormErrors(values, 'not_available', '')).toEqual({
      net_weight_g: 'Enter a whole number of grams, like 450',
      cooking_time_minutes: 'Must be no more than 240 minutes',
      saturates: 'Use at most one decimal place, like 4.5',
      sugars: 'Must be 0 or more',
      salt: 'Enter grams of salt with at most two decimals, like 1.25',
    });
    expect(foodFormErrors({ ...declared, salt: '1.25', sugars: '12.5' }, 'available', '')).toEqual({});
  });

  it('when the declaration disagrees with itself or the ingredients, then the catalogue’s messages show at their fields', () => {
    const values = { ...declared, allergen_peanuts: 'contains', allergen_gluten: 'contains' };
    expect(foodFormErrors(values, 'available', 'Rice, cream (milk)')).toEqual({
      ingredients:
        'The meal contains cereals containing gluten: name it in the ingredients so it can be emphasised, e.g. "cream (milk)". ' +
        'The meal contains peanuts: name it in the ingredients so it can be emphasised, e.g. "cream (milk)".',
      gluten_cereals: 'Name the cereal: wheat, rye, barley, oats, spelt or khorasan.',
      allergen_milk: 'The ingredients name milk: declare it as "contains".',
    });
    expect(foodFormErrors(values, 'not_available', 'Rice, cream (milk)')).toEqual({});
  });

  it('when an allergen is still unset, then the suitability cannot be worked out yet', () => {
    expect(declaredAllergens({ ...declared, allergen_soya: '' })).toBeNull();
    expect(declaredAllergens(declared)).toEqual(allFree);
  });

  it('when cereals are ticked in any order, then the list keeps the law’s order', () => {
    const once = toggleListValue('', GLUTEN_CEREAL_KEYS, 'barley', true);
    const twice = toggleListValue(once, GLUTEN_CEREAL_KEYS, 'wheat', true);
    expect(twice).toBe('wheat,barley');
    expect(toggleListValue(twice, GLUTEN_CEREAL_KEYS, 'wheat', false)).toBe('barley');
  });

  it('when the catalogue refuses allergen fields, then each message shows at its allergen', () => {
    const error = new ApiError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      errors: {
        allergen_celery: ['Declare celery: contains, may contain or free from.'],
        net_weight_g: ['This field is required.'],
      },
    });
    expect(mealFormFailure(error, true).fieldErrors).toEqual({
      allergen_celery: 'Declare celery: contains, may contain or free from.',
      net_weight_g: 'This field is required.',
    });
  });
});

/** The rest of a meal form around some food values (a saved, available meal). */
function formOf(food: FoodFormValues) {
  return {
    ...EMPTY_MEAL_FORM,
    name: 'Peanut Noodles',
    category: 'main_course',
    status: 'available',
    calories: '640',
    protein: '22',
    carbohydrates: '80',
    fat: '24',
    ingredients: INGREDIENTS,
    ...food,
  };
}

function mealWith(food: FoodFormValues): Meal {
  const form = formOf(food);
  return {
    id: '65f0000000000000000000bb',
    name: form.name,
    description: '',
    image: '/api/meals/65f0000000000000000000bb/image?v=abc',
    category: 'main_course',
    status: 'available',
    calories: 640,
    protein: 22,
    carbohydrates: 80,
    fat: 24,
    ingredients: INGREDIENTS,
    is_vegan: false,
    is_gluten_free: false,
    is_dairy_free: true,
    menu_rest_week: null,
    updated_at: '2026-03-04T12:00:00.000Z',
    rating: { average: null, count: 0 },
    food_information: null,
  };
}
