import { z } from 'zod';
import { addOnCreateFormShape, addOnUpdateFormShape } from './add-on';

const create = z.strictObject(addOnCreateFormShape);
const update = z.strictObject(addOnUpdateFormShape);
const REQUIRED = {
  name: 'Sticky Toffee Pudding for Two',
  category: 'dessert',
  status: 'not_available',
  price: '4.50',
  calories: '520',
  protein: '5.5',
  carbohydrates: '72',
  fat: '24',
};

/** The messages a form would show beside one field. */
function messagesFor(schema: z.ZodType, input: Record<string, string>, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

describe('the staff add-on form', () => {
  it('when the required fields are sent as text, then the price becomes pence and the weekly stock defaults to no limit', () => {
    expect(create.parse(REQUIRED)).toMatchObject({
      name: 'Sticky Toffee Pudding for Two',
      description: '',
      price: 450,
      calories: 520,
      protein: 5.5,
      stock_per_week: null,
    });
  });

  it('when the price is nothing, negative, over £50.00 or has three decimals, then it is refused with why', () => {
    expect(messagesFor(create, { ...REQUIRED, price: '0' }, 'price')).toEqual([
      'Please enter a valid price of more than £0.00.',
    ]);
    expect(messagesFor(create, { ...REQUIRED, price: '-1' }, 'price')).toEqual([
      'Please enter a valid price: it cannot be negative.',
    ]);
    expect(messagesFor(create, { ...REQUIRED, price: '50.01' }, 'price')).toEqual([
      'Please enter a valid price of no more than £50.00.',
    ]);
    expect(messagesFor(create, { ...REQUIRED, price: '3.505' }, 'price')).toEqual([
      'Please enter a valid price with no more than 2 decimal places.',
    ]);
    expect(create.parse({ ...REQUIRED, price: '50' }).price).toBe(5000);
  });

  it('when the weekly stock is empty, a whole number, zero or not a number, then it is no limit, kept or refused', () => {
    expect(create.parse({ ...REQUIRED, stock_per_week: '' }).stock_per_week).toBeNull();
    expect(create.parse({ ...REQUIRED, stock_per_week: ' 40 ' }).stock_per_week).toBe(40);
    expect(messagesFor(create, { ...REQUIRED, stock_per_week: '0' }, 'stock_per_week')).toEqual([
      'Must be 1 or more; leave it empty for no limit.',
    ]);
    expect(messagesFor(create, { ...REQUIRED, stock_per_week: '2.5' }, 'stock_per_week')).toEqual([
      'Enter a whole number, like 40, or leave it empty for no limit.',
    ]);
  });

  it('when the name is longer than 100 characters or the category is a meal’s, then each is refused by name', () => {
    expect(messagesFor(create, { ...REQUIRED, name: 'x'.repeat(101) }, 'name')).toEqual([
      'Ensure this field has no more than 100 characters.',
    ]);
    expect(messagesFor(create, { ...REQUIRED, category: 'main_course' }, 'category')).toEqual([
      'Choose one of: dessert, side, drink, breakfast.',
    ]);
  });

  it('when a change sends one field, then only that field is read, by the same rule', () => {
    expect(update.parse({ price: '3.95' })).toEqual({ price: 395 });
    expect(messagesFor(update, { status: 'sold_out' }, 'status')).toEqual([
      'Choose one of: available, not_available.',
    ]);
  });
});
