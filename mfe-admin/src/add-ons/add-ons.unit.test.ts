import {
  ADD_ON_FORM_FIELDS,
  addOnCreateFormShape,
  addOnUpdateFormShape,
  toFoodInformationDto,
  type AddOn,
} from '@mealbox/contracts';
import { ALLERGEN_KEYS, type AllergenDeclaration } from '@mealbox/contracts/food';
import { ApiError } from '@mealbox/web-kit';
import {
  EMPTY_ADD_ON_FORM,
  addOnFormFailure,
  addOnFormFields,
  addOnFormValuesOf,
  validateAddOnForm,
} from './add-on-form';
import { addOnsApiQuery, readAddOnsQuery, writeAddOnsQuery } from './add-ons-query';
import { stockPerWeekText } from './add-on-labels';

const FREE_OF_ALL = Object.fromEntries(ALLERGEN_KEYS.map((a) => [a, 'free'])) as AllergenDeclaration;

const ADD_ON: AddOn = {
  id: '65f0000000000000000000bb',
  name: 'Salted Caramel Chocolate Pots',
  description: 'Two dark chocolate pots.',
  category: 'dessert',
  image: '/api/add-ons/65f0000000000000000000bb/image?v=abc',
  price: '3.95',
  status: 'available',
  ingredients: 'Double cream (milk), dark chocolate, sugar',
  calories: 390,
  protein: 4.5,
  carbohydrates: 28,
  fat: 29,
  food_information: toFoodInformationDto(
    {
      allergens: { ...FREE_OF_ALL, milk: 'contains' },
      glutenCereals: [],
      treeNuts: [],
      containsMeat: false,
      containsOtherAnimalProducts: false,
      netWeightG: 90,
      cookingTimeMinutes: 1,
      saturates: 18,
      sugars: 25,
      salt: 0.45,
    },
    { calories: 390, protein: 4.5, carbohydrates: 28, fat: 29 },
  ),
  stock_per_week: 40,
  updated_at: '2026-03-04T12:00:00.000Z',
};

const filled = addOnFormValuesOf(ADD_ON);

/** Whether the catalogue's form rules accept these fields: only known fields, each by its own rule. */
function acceptedBy(
  shape: typeof addOnCreateFormShape | typeof addOnUpdateFormShape,
  fields: Record<string, string>,
) {
  return Object.entries(fields).every(
    ([name, value]) =>
      (ADD_ON_FORM_FIELDS as string[]).includes(name) &&
      shape[name as keyof typeof shape].safeParse(value).success,
  );
}

describe('the add-on form: checks before sending', () => {
  it('when an add-on’s own values are checked, then there are no errors', () => {
    expect(validateAddOnForm(filled)).toEqual({});
    expect(validateAddOnForm({ ...filled, stock_per_week: '', description: '' })).toEqual({});
  });

  it('when the form is empty and not for sale, then the name, category, price and nutrition are asked for, not the declaration', () => {
    expect(validateAddOnForm({ ...EMPTY_ADD_ON_FORM, status: 'not_available' })).toEqual({
      name: 'Enter the add-on’s name',
      category: 'Choose a category',
      price: 'Enter the price',
      calories: 'Enter the calories',
      protein: 'Enter the protein',
      carbohydrates: 'Enter the carbohydrates',
      fat: 'Enter the fat',
    });
  });

  it('when the price is nothing, over £50.00 or not pounds, then it says why', () => {
    expect(validateAddOnForm({ ...filled, price: '0.00' }).price).toBe(
      'Please enter a valid price of more than £0.00',
    );
    expect(validateAddOnForm({ ...filled, price: '50.01' }).price).toBe(
      'Please enter a valid price of no more than £50.00',
    );
    expect(validateAddOnForm({ ...filled, price: '£4' }).price).toBe('Please enter a valid price');
    expect(validateAddOnForm({ ...filled, price: '50' }).price).toBeUndefined();
  });

  it('when the weekly stock is zero, a fraction or huge, then it says why; empty is no limit', () => {
    expect(validateAddOnForm({ ...filled, stock_per_week: '0' }).stock_per_week).toBe(
      'Must be 1 or more; leave it empty for no limit',
    );
    expect(validateAddOnForm({ ...filled, stock_per_week: '2.5' }).stock_per_week).toBe(
      'Enter a whole number, like 40, or leave it empty for no limit',
    );
    expect(validateAddOnForm({ ...filled, stock_per_week: '10001' }).stock_per_week).toBe(
      'Must be no more than 10000',
    );
    expect(stockPerWeekText({ stock_per_week: null })).toBe('No limit');
    expect(stockPerWeekText({ stock_per_week: 1200 })).toBe('1,200 a week');
  });

  it('when an available add-on’s declaration is missing or contradicts its ingredients, then the meal editor’s checks speak of an add-on', () => {
    const undeclared = { ...filled, allergen_milk: '', contains_meat: '' };
    expect(validateAddOnForm(undeclared)).toEqual({
      allergen_milk: 'Declare milk: contains, may contain or free from.',
      contains_meat: 'Say whether the add-on contains meat, poultry or gelatine',
    });
    expect(validateAddOnForm({ ...filled, ingredients: 'Sugar, cocoa' }).ingredients).toBe(
      'The add-on contains milk: name it in the ingredients so it can be emphasised, e.g. "cream (milk)".',
    );
  });
});

describe('the add-on form: what is sent', () => {
  it('when an add-on is added, then every field goes, trimmed, and the catalogue accepts it', () => {
    const fields = addOnFormFields({ ...filled, name: ' Salted Caramel Chocolate Pots  ' });
    expect(fields).toMatchObject({
      name: 'Salted Caramel Chocolate Pots',
      category: 'dessert',
      status: 'available',
      price: '3.95',
      stock_per_week: '40',
      allergen_milk: 'contains',
      net_weight_g: '90',
    });
    expect(Object.keys(fields).sort()).toEqual([...ADD_ON_FORM_FIELDS].sort());
    expect(acceptedBy(addOnCreateFormShape, fields)).toBe(true);
  });

  it('when a draft not for sale leaves the declaration blank, then its blank food fields are left out', () => {
    const fields = addOnFormFields({ ...EMPTY_ADD_ON_FORM, ...nameAndFigures(), status: 'not_available' });
    expect(fields).not.toHaveProperty('allergen_milk');
    expect(fields).not.toHaveProperty('net_weight_g');
    expect(acceptedBy(addOnCreateFormShape, fields)).toBe(true);
  });

  it('when an add-on is edited, then only what changed goes: "4.5" is a new price, "3.950" is not, an emptied stock is sent', () => {
    expect(addOnFormFields({ ...filled, price: '3.950', fat: '29.0' }, ADD_ON)).toEqual({});
    const fields = addOnFormFields({ ...filled, price: '4.5', stock_per_week: '' }, ADD_ON);
    expect(fields).toEqual({ price: '4.5', stock_per_week: '' });
    expect(acceptedBy(addOnUpdateFormShape, fields)).toBe(true);
  });

  it('when the catalogue refuses fields, then they show at their fields and others are listed', () => {
    const error = new ApiError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      errors: {
        price: ['Please enter a valid price of more than £0.00.'],
        non_field_errors: ['An add-on that is available needs a complete allergen and food declaration.'],
      },
    });
    expect(addOnFormFailure(error, true)).toEqual({
      title: 'The add-on was not added. Please correct the highlighted fields.',
      lines: [
        'non field errors: An add-on that is available needs a complete allergen and food declaration.',
      ],
      fieldErrors: { price: 'Please enter a valid price of more than £0.00.' },
    });
  });
});

describe('the add-ons list query in the URL', () => {
  it('when the URL has a search, a category, a status and a page, then they are read, written back and asked for', () => {
    const query = readAddOnsQuery(
      new URLSearchParams('search=pots&category=dessert&status=available&page=2'),
    );
    expect(query).toEqual({ search: 'pots', category: 'dessert', status: 'available', page: 2 });
    expect(writeAddOnsQuery(query).toString()).toBe('search=pots&category=dessert&status=available&page=2');
    expect(addOnsApiQuery(query)).toEqual({
      search: 'pots',
      category: 'dessert',
      status: 'available',
      page: 2,
      page_size: 10,
    });
  });

  it('when the URL has odd values (a meal’s category, a meal’s status), then they are ignored', () => {
    expect(readAddOnsQuery(new URLSearchParams('category=main_course&status=sold_out&page=-3'))).toEqual({
      search: '',
      category: '',
      status: '',
      page: 1,
    });
  });
});

function nameAndFigures() {
  return {
    name: 'Cold Brew Coffee',
    category: 'drink',
    price: '2.50',
    calories: '80',
    protein: '3.8',
    carbohydrates: '9.5',
    fat: '3',
  };
}
