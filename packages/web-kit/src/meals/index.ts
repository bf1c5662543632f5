export { MealCard, type MealCardProps } from './MealCard';
export { MealCardSkeleton } from './MealCardSkeleton';
export { MealDetailsModal, type MealDetailsModalProps } from './MealDetailsModal';
export { MealGrid, MealGridItem } from './MealGrid';
export { MealImage, type MealImageProps } from './MealImage';
export { NutritionFacts } from './NutritionFacts';
export { NutritionTable } from './NutritionTable';
export { nutritionRows, type NutritionRow } from './nutrition-rows';
export { AllergenSummary } from './AllergenSummary';
export { AllergenDeclaration } from './AllergenDeclaration';
export { EmphasisedIngredients } from './EmphasisedIngredients';
export { MealDietBadges } from './MealDietBadges';
export { PortionFacts } from './PortionFacts';
export {
  cardAllergens,
  containsLine,
  mayContainLine,
  declarationLists,
  type CardAllergens,
  type DeclarationLists,
} from './allergen-lists';
export { fetchAvailableMeals, fetchCategories, menuFilterQuery } from './meals-api';
export { MEAL_CATEGORY_CHOICES, categoryLabel } from './meal-categories';
