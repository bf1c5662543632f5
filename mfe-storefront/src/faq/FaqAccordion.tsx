import { ChevronDownIcon, cx } from '@mealbox/web-kit';
import { RichText } from '../info/RichText';
import type { FaqItem } from './faq-data';
import styles from './FaqAccordion.module.css';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Ids of the open questions; several can be open at once, to compare answers. */
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/**
 * Questions that open to show their answers (the WAI-ARIA accordion pattern): each question is a button inside a
 * heading, so it is reachable by Tab and listed among the page's headings, and aria-expanded says whether its
 * answer is showing. A closed answer is `hidden`, out of the reading order.
 */
export function FaqAccordion({ items, open, onToggle }: FaqAccordionProps) {
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} id={item.id} className={cx(styles.item, expanded && styles.open)}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={`${item.id}-question`}
                className={styles.question}
                aria-expanded={expanded}
                aria-controls={`${item.id}-answer`}
                onClick={() => onToggle(item.id)}
              >
                <span>{item.question}</span>
                <ChevronDownIcon size={20} className={styles.chevron} />
              </button>
            </h3>
            <div
              id={`${item.id}-answer`}
              role="region"
              aria-labelledby={`${item.id}-question`}
              className={styles.answer}
              hidden={!expanded}
            >
              {item.answer.map((paragraph) => (
                <p key={paragraph}>
                  <RichText text={paragraph} />
                </p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
