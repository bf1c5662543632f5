import type { ReactNode } from 'react';
import { Link } from '@mealbox/web-kit/router';
import {
  ArrowRightIcon,
  CalendarIcon,
  LeafIcon,
  PauseIcon,
  PlateIcon,
  ShieldIcon,
  TruckIcon,
  useAsync,
  useDeliveryPrice,
} from '@mealbox/web-kit';
import { faqGroups } from '../faq/faq-data';
import { InfoPage } from '../info/InfoPage';
import { RichText } from '../info/RichText';
import { listWithOr } from '../info/product-facts';
import { CallToActionBand } from '../shared/CallToActionBand';
import { PageSection } from '../shared/PageSection';
import { PLAN_PATH } from '../plan/plan-query';
import { PlanCards } from './PlanCards';
import { fetchPricingPage } from './pricing-api';
import { includedInEveryPlan, pricingFaq, type IncludedIcon } from './pricing-content';
import styles from './PricingPage.module.css';

const ICONS: Record<IncludedIcon, ReactNode> = {
  chef: <PlateIcon size={24} />,
  menu: <LeafIcon size={24} />,
  delivery: <TruckIcon size={24} />,
  calendar: <CalendarIcon size={24} />,
  pause: <PauseIcon size={24} />,
  secure: <ShieldIcon size={24} />,
};

/**
 * /pricing: the three plans priced live from the catalogue (DESIGN sections 7 and 9), what every plan includes,
 * the questions people ask before buying, and the way in. No price on this page is written down anywhere: if the
 * prices cannot be loaded, the page says so instead.
 */
export function PricingPage() {
  const pricing = useAsync(fetchPricingPage, 'pricing');
  const data = pricing.data;
  // The same one answer the plan cards were priced with (web-kit asks the server once per page).
  const deliveryPence = useDeliveryPrice();
  return (
    <InfoPage
      eyebrow="Plans and prices"
      title="Pricing"
      lead="Choose how many meals you’d like each week. Every plan is the same fresh, chef-prepared food, and you can change, skip or pause it whenever you like."
    >
      <section className={styles.plans} aria-labelledby="plans-title">
        <div className="mb-container">
          <h2 id="plans-title" className="mb-visually-hidden">
            Our plans
          </h2>
          <PlanCards pricing={pricing} />
          {data ? (
            <p className={styles.note}>
              Prices are per week for Standard meals.
              {data.otherCounts.length > 0 ? (
                <>
                  {' '}
                  You can also choose {listWithOr(data.otherCounts)} meals a week in the{' '}
                  <Link to={PLAN_PATH}>plan builder</Link>.
                </>
              ) : null}
            </p>
          ) : null}
        </div>
      </section>

      <PageSection eyebrow="Every plan" title="Included in every plan" tone="alt">
        <ul className={styles.included}>
          {includedInEveryPlan(deliveryPence).map((item) => (
            <li key={item.icon} className={styles.includedItem}>
              <span className={styles.icon}>{ICONS[item.icon]}</span>
              <div>
                <h3 className={styles.includedTitle}>{item.title}</h3>
                <p className={styles.includedText}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection eyebrow="FAQ" title="Questions about plans and prices">
        <ul className={styles.faq}>
          {pricingFaq(faqGroups(deliveryPence)).map((item) => (
            <li key={item.id} className={styles.question}>
              <h3 className={styles.questionTitle}>{item.question}</h3>
              {item.answer.map((paragraph) => (
                <p key={paragraph} className={styles.answer}>
                  <RichText text={paragraph} />
                </p>
              ))}
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to="/faq" className={styles.moreLink}>
            More answers in our FAQs
            <ArrowRightIcon size={18} />
          </Link>
        </p>
      </PageSection>

      <CallToActionBand title="Fresh meals, from your first week" to={PLAN_PATH} action="Get Started Today">
        <p>
          Build your plan in a couple of minutes. No commitment: skip, pause or cancel any time, with no fees.
        </p>
      </CallToActionBand>
    </InfoPage>
  );
}
