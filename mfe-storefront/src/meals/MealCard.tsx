import { useId } from 'react';
import type { Meal } from '@mealbox/contracts';
import { Button, DietaryBadges, FlameIcon, ProteinIcon, formatGrams, formatKcal } from '@mealbox/web-kit';
import { MealImage } from './MealImage';
import styles from './MealCard.module.css';

interface MealCardProps {
  meal: Meal;
  categoryLabel: string;
  onMoreInfo: (meal: Meal) => void;
  /** h2 on the menu page, h3 under a section heading elsewhere. */
  headingLevel?: 2 | 3;
  eagerImage?: boolean;
}

export function MealCard({ meal, categoryLabel, onMoreInfo, headingLevel = 2, eagerImage }: MealCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="meal-card"
      data-category={meal.category}
    >
      <div className={styles.media}>
        <MealImage src={meal.image} eager={eagerImage} />
        <span className={styles.category}>{categoryLabel}</span>
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {meal.name}
        </Heading>
        <p className={styles.description}>{meal.description}</p>
        <ul className={styles.stats} aria-label="Nutrition per portion">
          <li>
            <FlameIcon size={16} />
            {formatKcal(meal.calories)}
          </li>
          <li>
            <ProteinIcon size={16} />
            {formatGrams(meal.protein)} protein
          </li>
        </ul>
        <DietaryBadges meal={meal} className={styles.badges} />
        <div className={styles.footer}>
          {/* The name describes which meal; the visible label stays the short 'More Info'. */}
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onMoreInfo(meal)}>
            More Info
          </Button>
        </div>
      </div>
    </article>
  );
}
