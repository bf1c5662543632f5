import type { ReactNode } from 'react';
import styles from './FeatureGrid.module.css';

export interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

/** Cards of an icon, a short title and a sentence: the homepage's promises, How it Works' features, our values. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <span className={styles.icon}>{feature.icon}</span>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.text}>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
