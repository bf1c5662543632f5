import type { Meal } from '@mealbox/contracts';
import { ArrowRightIcon, Badge, CheckIcon, LinkButton, useDeliveryClaim } from '@mealbox/web-kit';
import { PlayVideoButton } from './explainer/PlayVideoButton';
import { HeroPlates } from './HeroPlates';
import { ORDER_PATH } from './order-path';
import styles from './Hero.module.css';

export function Hero({ featured }: { featured: Meal[] | undefined }) {
  // Delivery follows the live delivery price ('Free delivery' only while it is free).
  const promises = [useDeliveryClaim('UK delivery'), 'No commitment', 'New menu every week'];
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`mb-container ${styles.inner}`}>
        <div className={styles.copy}>
          <Badge tone="accent">Quality Food</Badge>
          <h1 id="hero-title" className={styles.title}>
            Fresh, balanced meals, <em>ready in minutes</em>
          </h1>
          <p className={styles.lead}>
            Chef-prepared dishes made with fresh ingredients and delivered to your door. Just heat, eat and
            enjoy, then skip, pause or cancel whenever you like.
          </p>
          <div className={styles.actions}>
            <LinkButton to={ORDER_PATH} variant="accent" size="lg" iconEnd={<ArrowRightIcon size={20} />}>
              Order Now
            </LinkButton>
            <PlayVideoButton />
          </div>
          <ul className={styles.promises}>
            {promises.map((promise) => (
              <li key={promise}>
                <CheckIcon size={18} />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroPlates meals={featured} />
      </div>
    </section>
  );
}
