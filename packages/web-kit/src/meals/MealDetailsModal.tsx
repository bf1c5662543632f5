import { useDeferredValue, useId, type ReactNode } from 'react';
import type { Meal } from '@mealbox/contracts';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Modal } from '../ui/dialog/Modal';
import { StarRating } from '../ratings/StarRating';
import { AllergenDeclaration } from './AllergenDeclaration';
import { EmphasisedIngredients } from './EmphasisedIngredients';
import { MealDietBadges } from './MealDietBadges';
import { MealImage } from './MealImage';
import { NutritionFacts } from './NutritionFacts';
import { NutritionTable } from './NutritionTable';
import { PortionFacts } from './PortionFacts';

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

/**
 * 'More Info': the meal's picture, customers' rating and description, then what the law asks a shop to tell before
 * a purchase: the 14 allergens (contains, may contain, free from), the ingredients with the allergens in bold, the
 * portion's net weight and cooking time, what it is suitable for, and the nutrition table per 100 g and per portion.
 * A meal without food information (an undeclared draft) shows its ingredients plainly and its typed flags.
 */
export function MealDetailsModal({ meal, categoryLabel, onClose, actions }: MealDetailsModalProps) {
  const id = useId();
  // The dialog opens at once with the meal's name, picture and buttons; the details (allergens, ingredients, the
  // nutrition table: most of its elements) follow in a render React can pause between components. On a phone the
  // whole dialog was one task of about 0.2 s, which also styles the page made inert behind it; a tap is answered
  // sooner this way, and the details are there a frame or two later.
  const detailed = useDeferredValue(meal);
  const shown = detailed !== null && detailed === meal ? detailed : null;
  const food = shown?.food_information ?? null;
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
      {shown ? (
        <div className="mb-meal-details">
          <div className="mb-meal-details__tags">
            <Badge tone="neutral">{categoryLabel(shown.category)}</Badge>
            <MealDietBadges meal={shown} all />
          </div>
          <StarRating rating={shown.rating} size={18} />
          <p className="mb-meal-details__description">{shown.description}</p>
          {food ? <PortionFacts food={food} /> : null}
          {food ? (
            <section aria-labelledby={`${id}-allergens`}>
              <h3 id={`${id}-allergens`} className="mb-meal-details__heading">
                Allergens
              </h3>
              <AllergenDeclaration food={food} />
            </section>
          ) : null}
          <section aria-labelledby={`${id}-ingredients`}>
            <h3 id={`${id}-ingredients`} className="mb-meal-details__heading">
              Ingredients
            </h3>
            {food ? (
              <EmphasisedIngredients ingredients={shown.ingredients} />
            ) : (
              <p className="mb-meal-details__ingredients">{shown.ingredients}</p>
            )}
          </section>
          <section aria-labelledby={`${id}-nutrition`}>
            <h3 id={`${id}-nutrition`} className="mb-meal-details__heading">
              Nutrition per portion
            </h3>
            <NutritionFacts meal={shown} />
            {food ? <NutritionTable table={food.nutrition} netWeightG={food.net_weight_g} /> : null}
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
