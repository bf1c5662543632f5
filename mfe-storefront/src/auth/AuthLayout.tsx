import { useId, type ReactNode } from 'react';
import { CheckIcon } from '@mealbox/web-kit';
import styles from './AuthLayout.module.css';

interface AuthLayoutProps {
  eyebrow: string;
  /** The page's h1. */
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  /** The panel beside the form (below it on phones): why Mealbox, in a few lines. */
  aside: { title: string; text?: ReactNode; points: readonly string[] };
}

/** The frame of the sign-in and registration pages: the form on a card, and what the visitor gets beside it. */
export function AuthLayout({ eyebrow, title, lead, children, aside }: AuthLayoutProps) {
  const titleId = useId();
  const asideId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={`mb-container ${styles.inner}`}>
        <div className={styles.card}>
          <p className="mb-eyebrow">{eyebrow}</p>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {lead ? <div className={styles.lead}>{lead}</div> : null}
          <div className={styles.body}>{children}</div>
        </div>
        <aside className={styles.aside} aria-labelledby={asideId}>
          <div className={styles.asideInner}>
            <BowlArt />
            <h2 id={asideId} className={styles.asideTitle}>
              {aside.title}
            </h2>
            {aside.text ? <div className={styles.asideText}>{aside.text}</div> : null}
            <ul className={styles.points}>
              {aside.points.map((point) => (
                <li key={point}>
                  <span className={styles.tick}>
                    <CheckIcon size={16} />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </section>
  );
}

/** A warm bowl with a leaf (the brand mark, drawn large): decoration only. */
function BowlArt() {
  return (
    <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="58" fill="rgb(255 255 255 / 6%)" />
      <circle cx="60" cy="60" r="44" fill="rgb(255 255 255 / 6%)" />
      <path d="M22 62h76a38 38 0 0 1-76 0z" fill="#f0a22e" />
      <path d="M30 62h60a30 30 0 0 1-2.4 11.8H32.4A30 30 0 0 1 30 62z" fill="#f6b64f" />
      <path d="M60 57c-2-15 6-28 23-32 2 17-8 30-23 32z" fill="#fdfaf5" />
      <path d="M60 57c-8-7-19-9-27-5 4 9 15 11 27 5z" fill="#c9e2d5" />
    </svg>
  );
}
