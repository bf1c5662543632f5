import { penceToDecimal, toFoodInformationDto } from '@mealbox/contracts';
import type { AddOn } from '@mealbox/contracts';
import type { AddOnDocument } from '../data/add-on-model';
import { addOnImagePath } from '../domain/add-on-snapshot';

/** An add-on as the HTTP API shows it (snake_case, the price in pounds). */
export function toAddOnDto(addOn: AddOnDocument): AddOn {
  const id = addOn._id.toHexString();
  const food = addOn.foodInformation ?? null;
  return {
    id,
    name: addOn.name,
    description: addOn.description,
    category: addOn.category,
    image: addOnImagePath(id, addOn.imageVersion),
    price: penceToDecimal(addOn.pricePence),
    status: addOn.status,
    ingredients: addOn.ingredients,
    calories: addOn.calories,
    protein: addOn.protein,
    carbohydrates: addOn.carbohydrates,
    fat: addOn.fat,
    food_information: food ? toFoodInformationDto(food, addOn) : null,
    stock_per_week: addOn.stockPerWeek ?? null,
    updated_at: addOn.updatedAt.toISOString(),
  };
}
