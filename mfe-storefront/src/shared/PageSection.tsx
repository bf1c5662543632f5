import { useId, type ReactNode } from 'react';
import { cx } from '@mealbox/web-kit';
import styles from './PageSection.module.css';

interface PageSectionProps {
  eyebrow?: string;
  title: string;
  /** A sentence or two under the title. */
  intro?: ReactNode;
  /** 'alt' sets the section on the warmer background, to tell neighbouring sections apart. */
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/** A titled band of a marketing or information page, with the site's section spacing. */
export function PageSection({ eyebrow, title, intro, tone = 'plain', children }: PageSectionProps) {
  const titleId = useId();
  return (
    <section className={cx(styles.section, tone === 'alt' && styles.alt)} aria-labelledby={titleId}>
      <div className="mb-container">
        {eyebrow ? <p className="mb-eyebrow">{eyebrow}</p> : null}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
