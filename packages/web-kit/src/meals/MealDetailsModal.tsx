import { useId, type ReactNode } from 'react';
import type { Meal } from '@mealbox/contracts';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { DietaryBadges } from '../ui/DietaryBadges';
import { Modal } from '../ui/dialog/Modal';
import { StarRating } from '../ratings/StarRating';
import { MealImage } from './MealImage';
import { NutritionFacts } from './NutritionFacts';

export interface MealDetailsModalProps {
  /** The meal to show; null keeps the dialog closed. */
  meal: Meal | null;
  categoryLabel: (value: string) => string;
  onClose: () => void;
  /**
   * What the customer can do next, beside Close: the menu's 'Get Started', the meal step's quantity. Given the
   * meal shown.
   */
  actions?: (meal: Meal) => ReactNode;
}

/** 'More Info': the meal's picture, customers' rating, description, nutrition per portion, ingredients and dietary flags. */
export function MealDetailsModal({ meal, categoryLabel, onClose, actions }: MealDetailsModalProps) {
  const id = useId();
  return (
    <Modal
      open={meal !== null}
      onClose={onClose}
      size="lg"
      layout="split"
      title={meal?.name ?? ''}
      media={meal ? <MealImage src={meal.image} className="mb-meal-details__image" eager /> : null}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          {meal && actions ? actions(meal) : null}
        </>
      }
    >
      {meal ? (
        <div className="mb-meal-details">
          <div className="mb-meal-details__tags">
            <Badge tone="neutral">{categoryLabel(meal.category)}</Badge>
            <DietaryBadges meal={meal} />
          </div>
          <StarRating rating={meal.rating} size={18} />
          <p className="mb-meal-details__description">{meal.description}</p>
          <section aria-labelledby={`${id}-nutrition`}>
            <h3 id={`${id}-nutrition`} className="mb-meal-details__heading">
              Nutrition per portion
            </h3>
            <NutritionFacts meal={meal} />
          </section>
          <section aria-labelledby={`${id}-ingredients`}>
            <h3 id={`${id}-ingredients`} className="mb-meal-details__heading">
              Ingredients
            </h3>
            <p className="mb-meal-details__ingredients">{meal.ingredients}</p>
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
