import { STAR_CHOICES } from '@mealbox/contracts/star-rating';
import type { Stars } from '@mealbox/contracts/star-rating';
import { StarIcon } from '@mealbox/web-kit';
import styles from './StarsInput.module.css';

export const starsWords = (stars: number): string => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

interface StarsInputProps {
  /** The radio group's name, unique on the page. */
  name: string;
  value: Stars | null;
  onChoose: (stars: Stars) => void;
}

/**
 * Five stars to choose from, as a native radio group ('1 star' to '5 stars'): Tab reaches it, the arrow keys move
 * between the stars, and a screen reader says which is chosen. The stars up to the chosen one are drawn solid.
 */
export function StarsInput({ name, value, onChoose }: StarsInputProps) {
  return (
    <span className={styles.stars}>
      {STAR_CHOICES.map((stars) => (
        <label key={stars} className={styles.star}>
          <input
            type="radio"
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChoose(stars)}
            className={styles.radio}
          />
          <StarIcon size={28} fill={value !== null && stars <= value ? 'currentColor' : 'none'} />
          <span className="mb-visually-hidden">{starsWords(stars)}</span>
        </label>
      ))}
    </span>
  );
}
