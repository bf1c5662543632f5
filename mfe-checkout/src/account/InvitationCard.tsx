import { useId, type ReactNode } from 'react';
import { cx } from '@mealbox/web-kit';
import card from './Card.module.css';
import styles from './InvitationCard.module.css';

interface InvitationCardProps {
  /** The card's icon, in the account's icon tile. */
  icon: ReactNode;
  title: string;
  /** What will appear here, and when. */
  children: ReactNode;
  /** The way on (a link or a row of buttons), under the words. */
  action: ReactNode;
  testId: string;
  /** A warm saffron glow, for the card that invites a first order. */
  warm?: boolean;
}

/**
 * An account card with nothing to show yet ('Your orders' before the first, 'Your subscription' before it
 * starts): the icon beside the title, what will appear here, and the way there; the icon sits above on a phone.
 */
export function InvitationCard({ icon, title, children, action, testId, warm = false }: InvitationCardProps) {
  const titleId = useId();
  return (
    <section
      className={cx(card.card, styles.invitation, warm && styles.warm)}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <span className={card.iconTile}>{icon}</span>
      <div className={styles.copy}>
        <h2 id={titleId} className={card.title}>
          {title}
        </h2>
        <p className={styles.text}>{children}</p>
        {action}
      </div>
    </section>
  );
}
