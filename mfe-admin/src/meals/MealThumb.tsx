import { MealImage } from '@mealbox/web-kit';
import styles from './MealThumb.module.css';

/** A small picture of the meal beside its name in the list (decorative: the name is next to it). */
export function MealThumb({ src }: { src: string }) {
  return <MealImage src={src} className={styles.thumb} />;
}
