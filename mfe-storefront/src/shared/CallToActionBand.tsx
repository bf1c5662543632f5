import type { ReactNode } from 'react';
import { ArrowRightIcon, LinkButton } from '@mealbox/web-kit';
import styles from './CallToActionBand.module.css';

interface CallToActionBandProps {
  title: string;
  children: ReactNode;
  to: string;
  action: string;
}

/** A closing invitation to start a plan, at the foot of a page. */
export function CallToActionBand({ title, children, to, action }: CallToActionBandProps) {
  return (
    <section className={styles.band} aria-labelledby="cta-title">
      <div className={`mb-container ${styles.inner}`}>
        <div>
          <h2 id="cta-title" className={styles.title}>
            {title}
          </h2>
          <div className={styles.text}>{children}</div>
        </div>
        <LinkButton to={to} variant="accent" size="lg" iconEnd={<ArrowRightIcon size={20} />}>
          {action}
        </LinkButton>
      </div>
    </section>
  );
}
