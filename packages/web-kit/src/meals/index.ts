export { MealCard, type MealCardProps } from './MealCard';
export { MealCardSkeleton } from './MealCardSkeleton';
export { MealDetailsModal, type MealDetailsModalProps } from './MealDetailsModal';
export { MealGrid, MealGridItem } from './MealGrid';
export { MealImage, type MealImageProps } from './MealImage';
export { NutritionFacts } from './NutritionFacts';
export { fetchAvailableMeals, fetchCategories } from './meals-api';
export { MEAL_CATEGORY_CHOICES, categoryLabel } from './meal-categories';
