import { useId } from 'react';
import { planPerks } from '@mealbox/contracts/plan-perks';
import {
  ArrowRightIcon,
  CheckIcon,
  LinkButton,
  LoadErrorAlert,
  cx,
  deliveryClaim,
  describeError,
  formatPence,
  type AsyncResult,
} from '@mealbox/web-kit';
import type { PricingPageData } from './pricing-api';
import { PLAN_TIERS, sizePremiumText, type PlanCard } from './plan-cards';
import styles from './PlanCards.module.css';

/** The three plans in each state of the live prices: loading, failed (no prices at all), or priced. */
export function PlanCards({ pricing }: { pricing: AsyncResult<PricingPageData> }) {
  if (pricing.status === 'error') {
    return (
      <LoadErrorAlert
        title="We couldn’t load our prices"
        className={styles.error}
        onRetry={pricing.retry}
        retryVariant="primary"
      >
        {describeError(pricing.error)} Our plans are priced live, so we won’t show a price until we can
        confirm it.
      </LoadErrorAlert>
    );
  }
  if (!pricing.data) {
    return (
      <>
        <p role="status" className="mb-visually-hidden">
          Loading prices…
        </p>
        <ul className={styles.grid} aria-hidden="true">
          {PLAN_TIERS.map((tier) => (
            <li key={tier.name} className={cx(styles.card, styles.skeleton, tier.popular && styles.popular)}>
              <div className={cx('mb-skeleton', styles.lineTitle)} />
              <div className={cx('mb-skeleton', styles.line)} />
              <div className={cx('mb-skeleton', styles.linePrice)} />
              <div className={cx('mb-skeleton', styles.line, styles.short)} />
              <div className={styles.skeletonList}>
                {[0, 1, 2, 3].map((i) => (
                  <div key={i} className={cx('mb-skeleton', styles.line)} />
                ))}
              </div>
              <div className={cx('mb-skeleton', styles.lineButton)} />
            </li>
          ))}
        </ul>
      </>
    );
  }
  const { cards, deliveryPence } = pricing.data;
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.name} className={styles.item}>
          <PlanCardView card={card} deliveryPence={deliveryPence} />
        </li>
      ))}
    </ul>
  );
}

function PlanCardView({ card, deliveryPence }: { card: PlanCard; deliveryPence: number }) {
  const titleId = useId();
  const features = [
    `Any ${card.meals} dishes from the weekly menu`,
    sizePremiumText(card),
    deliveryClaim(deliveryPence),
    'Skip, pause or cancel any time',
    ...(planPerks(card.meals).exclusiveRecipes ? ['Exclusive recipes to cook at home'] : []),
  ];
  return (
    <article
      className={cx(styles.card, card.popular && styles.popular)}
      aria-labelledby={titleId}
      data-testid="plan-card"
      data-meals={card.meals}
    >
      {card.popular ? <p className={styles.ribbon}>Most Popular</p> : null}
      <h3 id={titleId} className={styles.name}>
        {card.name}
      </h3>
      <p className={styles.suits}>{card.suits}</p>
      <p className={styles.price}>
        <span className={styles.amount} data-testid="plan-weekly-price">
          {formatPence(card.weeklyPence)}
        </span>{' '}
        <span className={styles.period}>per week</span>
      </p>
      <p className={styles.perMeal}>
        <strong>{card.meals} meals</strong>
        <span aria-hidden="true"> · </span>
        <span className="mb-visually-hidden">, </span>
        <span data-testid="plan-meal-price">{formatPence(card.perMealPence)}</span> per meal
      </p>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature}>
            <CheckIcon size={18} />
            {feature}
          </li>
        ))}
      </ul>
      <LinkButton
        to={card.to}
        variant={card.popular ? 'accent' : 'primary'}
        size="lg"
        fullWidth
        iconEnd={<ArrowRightIcon size={18} />}
        className={styles.choose}
      >
        Choose {card.name}
      </LinkButton>
    </article>
  );
}
