import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, CalendarIcon, cx } from '@mealbox/web-kit';
import { SITE_PATHS } from '../../checkout-paths';
import card from '../Card.module.css';
import styles from './NoSubscriptionCard.module.css';

/**
 * 'Your subscription' for a customer without one: it starts with their first paid box. The way there is a plain
 * link: 'Your orders' below already carries the button to the plans.
 */
export function NoSubscriptionCard() {
  const titleId = useId();
  return (
    <section className={cx(card.card, styles.none)} aria-labelledby={titleId} data-testid="subscription-none">
      <span className={card.iconTile}>
        <CalendarIcon size={26} />
      </span>
      <div className={styles.copy}>
        <h2 id={titleId} className={card.title}>
          Your subscription
        </h2>
        <p className={styles.text}>
          You don&rsquo;t have a subscription yet. It starts with your first paid box: from then on a box
          comes every week on the same day, and you can skip, move, pause or cancel it here.
        </p>
        <Link to={SITE_PATHS.plan} className={styles.link}>
          Choose your plan
          <ArrowRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
