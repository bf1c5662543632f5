import { ArrowRightIcon, LinkButton, useDeliveryPrice } from '@mealbox/web-kit';
import { ORDER_PATH } from '../home/order-path';
import { InfoPage } from '../info/InfoPage';
import { CallToActionBand } from '../shared/CallToActionBand';
import { FeatureGrid } from '../shared/FeatureGrid';
import { PageSection } from '../shared/PageSection';
import { STEPS, features } from './how-it-works-content';
import { PlanOptions } from './PlanOptions';
import { StepList } from './StepList';

/** /how-it-works: the four steps from plan to plate, the choices in a plan, and why Mealbox. */
export function HowItWorksPage() {
  const deliveryPence = useDeliveryPrice();
  return (
    <InfoPage
      eyebrow="How it works"
      title="How it Works"
      lead="Fresh, chef-prepared meals in four simple steps. Choose your plan, pick your meals, pick your day, then heat and eat."
      actions={
        <LinkButton to={ORDER_PATH} variant="accent" size="lg" iconEnd={<ArrowRightIcon size={20} />}>
          Start Your Plan
        </LinkButton>
      }
    >
      <PageSection eyebrow="Four simple steps" title="From our kitchen to your table">
        <StepList steps={STEPS} />
      </PageSection>
      <PageSection
        tone="alt"
        eyebrow="Your plan, your way"
        title="Three choices make your plan"
        intro={<p>Change any of them whenever you like: plan changes apply from your next delivery.</p>}
      >
        <PlanOptions />
      </PageSection>
      <PageSection eyebrow="Why Mealbox" title="Everything you need, nothing you don’t">
        <FeatureGrid features={features(deliveryPence)} />
      </PageSection>
      <CallToActionBand title="Ready when you are" to={ORDER_PATH} action="Start Your Plan">
        <p>Choose your plan in a couple of minutes. No commitment: skip, pause or cancel any time.</p>
      </CallToActionBand>
    </InfoPage>
  );
}
