import type { Meal } from '@mealbox/contracts';
import { pickFeatured } from './pick-featured';

const meal = (id: string, category: Meal['category']): Meal => ({
  id,
  name: id,
  description: '',
  image: '',
  category,
  status: 'available',
  calories: 500,
  protein: 30,
  carbohydrates: 50,
  fat: 15,
  ingredients: '',
  is_vegan: false,
  is_gluten_free: false,
  is_dairy_free: false,
  menu_rest_week: null,
  updated_at: '2025-01-01T00:00:00Z',
  rating: { average: null, count: 0 },
  food_information: null,
});

describe('pickFeatured', () => {
  it('when several courses are on the menu, then features one dish of each, main course first', () => {
    const meals = [
      meal('d1', 'dessert'),
      meal('m1', 'main_course'),
      meal('m2', 'main_course'),
      meal('b1', 'breakfast'),
      meal('a1', 'appetizer'),
    ];
    expect(pickFeatured(meals).map((m) => m.id)).toEqual(['m1', 'b1', 'd1']);
  });

  it('when there are fewer courses than cards, then tops up with other dishes in menu order', () => {
    const meals = [
      meal('m1', 'main_course'),
      meal('m2', 'main_course'),
      meal('d1', 'dessert'),
      meal('m3', 'main_course'),
    ];
    expect(pickFeatured(meals).map((m) => m.id)).toEqual(['m1', 'd1', 'm2']);
  });

  it('when the menu is short, then features what there is', () => {
    expect(pickFeatured([meal('b1', 'breakfast')]).map((m) => m.id)).toEqual(['b1']);
    expect(pickFeatured([])).toEqual([]);
  });
});
