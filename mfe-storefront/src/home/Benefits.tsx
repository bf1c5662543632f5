import { CalendarIcon, PauseIcon, ShieldIcon, TruckIcon, useDeliveryPrice } from '@mealbox/web-kit';
import { FeatureGrid, type Feature } from '../shared/FeatureGrid';
import { PageSection } from '../shared/PageSection';
import { deliveryFeature } from '../shared/delivery-feature';

/**
 * The four promises of the homepage (spec section 2), in the words of the spec's claims (section 1). Delivery
 * follows the live delivery price: 'Free delivery' only while it is free.
 */
function benefits(deliveryPence: number | undefined): Feature[] {
  return [
    { icon: <TruckIcon size={26} />, ...deliveryFeature(deliveryPence) },
    {
      icon: <CalendarIcon size={26} />,
      title: 'Choose your time',
      text: 'Pick the delivery day that suits you and schedule up to two weeks ahead.',
    },
    {
      icon: <PauseIcon size={26} />,
      title: 'No commitment',
      text: 'Skip a week, pause or cancel any time, with no fees. Plan changes apply from your next delivery.',
    },
    {
      icon: <ShieldIcon size={26} />,
      title: 'Safe and secure',
      text: 'Pay securely by major credit card, Apple Pay or Google Pay.',
    },
  ];
}

export function Benefits() {
  return (
    <PageSection eyebrow="Why Mealbox" title="Good food, without the faff">
      <FeatureGrid features={benefits(useDeliveryPrice())} />
    </PageSection>
  );
}
