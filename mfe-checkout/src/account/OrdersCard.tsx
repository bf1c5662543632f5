import { useId } from 'react';
import { ArrowRightIcon, BoxIcon, LinkButton, cx } from '@mealbox/web-kit';
import { SITE_PATHS } from '../checkout-paths';
import card from './Card.module.css';
import styles from './OrdersCard.module.css';

/**
 * 'Your orders'. Order history, addresses and the subscription arrive here with the ordering service; until then
 * the card says where orders will appear and offers the way to a first box. It shows no order, real or sample.
 */
export function OrdersCard() {
  const titleId = useId();
  return (
    <section className={cx(card.card, styles.orders)} aria-labelledby={titleId}>
      <span className={card.iconTile}>
        <BoxIcon size={26} />
      </span>
      <div className={styles.copy}>
        <h2 id={titleId} className={card.title}>
          Your orders
        </h2>
        <p className={styles.text}>
          Once you&rsquo;ve ordered your first box, your orders and their delivery dates will be listed here.
        </p>
        <div className={styles.actions}>
          <LinkButton to={SITE_PATHS.plan} variant="accent" iconEnd={<ArrowRightIcon size={18} />}>
            Choose a plan
          </LinkButton>
          <LinkButton to={SITE_PATHS.menu} variant="secondary">
            Browse the menu
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
