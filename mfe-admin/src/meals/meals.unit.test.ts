import {
  MAX_MEAL_IMAGE_BYTES,
  MEAL_IMAGE_TYPES,
  MEAL_LIMITS,
  MEAL_FORM_FIELDS,
  MEAL_STATUSES,
  mealCreateFormShape,
  mealUpdateFormShape,
  toFoodInformationDto,
  type Meal,
} from '@mealbox/contracts';
import { ALLERGEN_KEYS, type AllergenDeclaration } from '@mealbox/contracts/food';
import { ApiError } from '@mealbox/web-kit';
import { FOOD_FORM_LIMITS } from './food-form';
import { MEAL_STATUS_CHOICES } from './meal-choices';
import {
  EMPTY_MEAL_FORM,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MEAL_FORM_LIMITS,
  formValuesOf,
  imageProblem,
  mealFormFailure,
  mealFormFields,
  validateMealForm,
  type MealFormValues,
} from './meal-form';
import { mealsApiQuery, readMealsQuery, writeMealsQuery } from './meals-query';
import { menuRestWeekChoices } from './meal-choices';

const MEAL: Meal = {
  id: '65f0000000000000000000aa',
  name: 'Harissa Chicken Traybake',
  description: 'Smoky and bright.',
  image: '/api/meals/65f0000000000000000000aa/image?v=abc',
  category: 'main_course',
  status: 'available',
  calories: 610,
  protein: 48.5,
  carbohydrates: 42,
  fat: 22.3,
  ingredients: 'Chicken, peppers',
  is_vegan: false,
  is_gluten_free: true,
  is_dairy_free: true,
  menu_rest_week: 2,
  updated_at: '2026-03-04T12:00:00.000Z',
  rating: { average: null, count: 0 },
  food_information: toFoodInformationDto(
    {
      allergens: Object.fromEntries(ALLERGEN_KEYS.map((a) => [a, 'free'])) as AllergenDeclaration,
      glutenCereals: [],
      treeNuts: [],
      containsMeat: true,
      containsOtherAnimalProducts: false,
      netWeightG: 450,
      cookingTimeMinutes: 35,
      saturates: 5.2,
      sugars: 9.1,
      salt: 1.65,
    },
    { calories: 610, protein: 48.5, carbohydrates: 42, fat: 22.3 },
  ),
};

const filled: MealFormValues = formValuesOf(MEAL);

/** Whether the catalogue's form rules accept these fields: only known fields, each by its own rule. */
function acceptedBy(
  shape: typeof mealCreateFormShape | typeof mealUpdateFormShape,
  fields: Record<string, string>,
) {
  return Object.entries(fields).every(
    ([name, value]) =>
      (MEAL_FORM_FIELDS as string[]).includes(name) &&
      shape[name as keyof typeof shape].safeParse(value).success,
  );
}

describe('the meal form: checks before sending (spec section 5)', () => {
  it('when every required field is filled in properly, then no errors', () => {
    expect(validateMealForm(filled)).toEqual({});
    expect(validateMealForm({ ...filled, description: '', ingredients: '' })).toEqual({});
  });

  it('when the form is empty, then name, category, calories, protein, carbohydrates and fat are asked for', () => {
    expect(validateMealForm({ ...EMPTY_MEAL_FORM, status: '' })).toEqual({
      name: 'Enter the meal’s name',
      category: 'Choose a category',
      status: 'Choose a status',
      calories: 'Enter the calories',
      protein: 'Enter the protein',
      carbohydrates: 'Enter the carbohydrates',
      fat: 'Enter the fat',
    });
  });

  it('when numbers are not whole kcal or grams in steps of 0.1, negative or too large, then each says why', () => {
    expect(
      validateMealForm({
        ...filled,
        calories: '610.5',
        protein: '12.55',
        carbohydrates: 'lots',
        fat: '-1',
      }),
    ).toEqual({
      calories: 'Enter a whole number of kcal, like 540',
      protein: 'Use at most one decimal place, like 32.5',
      carbohydrates: 'Carbohydrates must be a number of grams, like 32.5',
      fat: 'Must be 0 or more',
    });
    expect(
      validateMealForm({ ...filled, calories: '5001', protein: '500.1', name: 'N'.repeat(121) }),
    ).toEqual({
      name: 'Must be 120 characters or fewer',
      calories: 'Must be no more than 5000 kcal',
      protein: 'Must be no more than 500g',
    });
  });

  it('when a photo is chosen, then it must be a JPEG, PNG, WebP or GIF of at most 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(imageProblem({ type: 'image/svg+xml', size: 1000 })).toBe(
      'The image must be a JPEG, PNG, WebP or GIF file',
    );
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe(
      'The image must be a JPEG, PNG, WebP or GIF file',
    );
    expect(imageProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'The image must be 5 MB or smaller',
    );
    expect(imageProblem({ type: 'image/jpeg', size: 0 })).toBe('The image file is empty');
  });

  it('when compared with the catalogue, then the limits, image rules and statuses are the same', () => {
    expect({ ...MEAL_FORM_LIMITS, ...FOOD_FORM_LIMITS }).toEqual(MEAL_LIMITS);
    expect(MAX_IMAGE_BYTES).toBe(MAX_MEAL_IMAGE_BYTES);
    expect(IMAGE_TYPES).toEqual(MEAL_IMAGE_TYPES);
    expect(MEAL_STATUS_CHOICES).toEqual(MEAL_STATUSES.map(({ value, label }) => ({ value, label })));
  });
});

describe('the meal form: what is sent', () => {
  it('when a meal is added, then every field goes, trimmed, the food information with it, and the catalogue accepts it', () => {
    const fields = mealFormFields({ ...filled, name: '  Harissa Chicken Traybake ' });
    expect(fields).toEqual({
      name: 'Harissa Chicken Traybake',
      description: 'Smoky and bright.',
      category: 'main_course',
      status: 'available',
      calories: '610',
      protein: '48.5',
      carbohydrates: '42',
      fat: '22.3',
      ingredients: 'Chicken, peppers',
      menu_rest_week: '2',
      ...Object.fromEntries(ALLERGEN_KEYS.map((a) => [`allergen_${a}`, 'free'])),
      gluten_cereals: '',
      tree_nuts: '',
      contains_meat: 'true',
      contains_other_animal_products: 'false',
      net_weight_g: '450',
      cooking_time_minutes: '35',
      saturates: '5.2',
      sugars: '9.1',
      salt: '1.65',
    });
    expect(acceptedBy(mealCreateFormShape, fields)).toBe(true);
    // Vegan, gluten-free and dairy-free are derived by the catalogue now: the form no longer sends them.
    const derived = ['is_vegan', 'is_gluten_free', 'is_dairy_free'];
    expect(Object.keys(fields).sort()).toEqual(MEAL_FORM_FIELDS.filter((f) => !derived.includes(f)).sort());
  });

  it('when a meal is edited, then only the changed fields go (numbers compared as numbers)', () => {
    const fields = mealFormFields(
      {
        ...filled,
        status: 'sold_out',
        protein: '48.5',
        allergen_sesame: 'may_contain',
        fat: '22.30',
        salt: '1.650',
      },
      MEAL,
    );
    expect(fields).toEqual({ status: 'sold_out', allergen_sesame: 'may_contain' });
    expect(acceptedBy(mealUpdateFormShape, fields)).toBe(true);
    expect(mealFormFields(filled, MEAL)).toEqual({});
  });

  it('when the catalogue refuses fields, then they show at their fields and others are listed', () => {
    const error = new ApiError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      errors: { image: ['The image must be 5 MB or smaller.'], colour: ['This field is not allowed.'] },
    });
    expect(mealFormFailure(error, true)).toEqual({
      title: 'The meal was not added. Please correct the highlighted fields.',
      lines: ['colour: This field is not allowed.'],
      fieldErrors: { image: 'The image must be 5 MB or smaller.' },
    });
    const gone = new ApiError({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'Meal not found.',
    });
    expect(mealFormFailure(gone, false)).toEqual({
      title: 'The changes were not saved.',
      lines: ['Meal not found.'],
      fieldErrors: {},
    });
  });
});

describe('the meals list query in the URL', () => {
  it('when the URL has a search, a category, a status, an allergen and a page, then they are read and written back', () => {
    const query = readMealsQuery(
      new URLSearchParams('search=%20curry%20&category=dessert&status=sold_out&allergen=peanuts&page=2'),
    );
    expect(query).toEqual({
      search: 'curry',
      category: 'dessert',
      status: 'sold_out',
      allergen: 'peanuts',
      page: 2,
    });
    expect(writeMealsQuery(query).toString()).toBe(
      'search=curry&category=dessert&status=sold_out&allergen=peanuts&page=2',
    );
    expect(mealsApiQuery(query)).toEqual({
      search: 'curry',
      category: 'dessert',
      status: 'sold_out',
      allergens: 'peanuts',
      page: 2,
      page_size: 10,
    });
  });

  it('when values are odd, then the defaults, and the plain list keeps its plain address', () => {
    const query = readMealsQuery(new URLSearchParams('category=pizza&status=gone&allergen=nuts&page=0'));
    expect(query).toEqual({ search: '', category: '', status: '', allergen: '', page: 1 });
    expect(writeMealsQuery(query).toString()).toBe('');
    expect(mealsApiQuery(query)).toEqual({
      search: undefined,
      category: undefined,
      status: undefined,
      allergens: undefined,
      page: 1,
      page_size: 10,
    });
  });
});

describe('the weekly menu choice', () => {
  it('when the form opens, then every week comes first and each rest week says when it next falls', () => {
    const choices = menuRestWeekChoices('2026-11-25');
    expect(choices[0]).toEqual({ value: '', label: 'Every week' });
    expect(choices.slice(1).map((choice) => choice.value)).toEqual(['1', '2', '3', '4']);
    const when = choices.slice(1).map((choice) => /\((.+)\)$/.exec(choice.label)?.[1]);
    expect(new Set(when)).toEqual(
      new Set([
        'this week',
        'next: week of 30 November',
        'next: week of 7 December',
        'next: week of 14 December',
      ]),
    );
  });

  it('when staff change only the rest week, then only that field is sent, as a week number or empty', () => {
    expect(mealFormFields({ ...filled, menu_rest_week: '4' }, MEAL)).toEqual({ menu_rest_week: '4' });
    expect(mealFormFields({ ...filled, menu_rest_week: '' }, MEAL)).toEqual({ menu_rest_week: '' });
    expect(formValuesOf({ ...MEAL, menu_rest_week: null }).menu_rest_week).toBe('');
  });
});
