import type { Meal } from '@mealbox/contracts';
import { ArrowRightIcon, Badge, Button, DietaryBadges, LinkButton, Modal } from '@mealbox/web-kit';
import { MealImage } from './MealImage';
import { NutritionFacts } from './NutritionFacts';
import styles from './MealDetailsModal.module.css';

/** Where 'Get Started' leads from the menu (spec section 2: the menu's Get Started goes to /plan). */
export const GET_STARTED_PATH = '/plan';

interface MealDetailsModalProps {
  /** The meal to show; null keeps the dialog closed. */
  meal: Meal | null;
  categoryLabel: (value: string) => string;
  onClose: () => void;
}

/** 'More Info': the meal's picture, description, nutrition per portion, ingredients and dietary flags. */
export function MealDetailsModal({ meal, categoryLabel, onClose }: MealDetailsModalProps) {
  return (
    <Modal
      open={meal !== null}
      onClose={onClose}
      size="lg"
      layout="split"
      title={meal?.name ?? ''}
      media={meal ? <MealImage src={meal.image} className={styles.image} eager /> : null}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <LinkButton to={GET_STARTED_PATH} variant="accent" iconEnd={<ArrowRightIcon size={18} />}>
            Get Started
          </LinkButton>
        </>
      }
    >
      {meal ? (
        <div className={styles.content}>
          <div className={styles.tags}>
            <Badge tone="neutral">{categoryLabel(meal.category)}</Badge>
            <DietaryBadges meal={meal} />
          </div>
          <p className={styles.description}>{meal.description}</p>
          <section aria-labelledby="meal-nutrition">
            <h3 id="meal-nutrition" className={styles.heading}>
              Nutrition per portion
            </h3>
            <NutritionFacts meal={meal} />
          </section>
          <section aria-labelledby="meal-ingredients">
            <h3 id="meal-ingredients" className={styles.heading}>
              Ingredients
            </h3>
            <p className={styles.ingredients}>{meal.ingredients}</p>
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
