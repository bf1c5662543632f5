import { CalendarIcon, LeafIcon, PauseIcon, PlateIcon, ShieldIcon, TruckIcon } from '@mealbox/web-kit';
import type { Feature } from '../shared/FeatureGrid';
import { deliveryFeature } from '../shared/delivery-feature';
import {
  FIRST_DELIVERY_WORKING_DAYS,
  MEAL_COUNT_OPTIONS,
  PROTEIN_PREFERENCES,
  listWithOr,
} from '../info/product-facts';

export interface Step {
  title: string;
  text: string;
}

/** The spec's four numbered steps (How-it-works page), as the purchase flow really runs. */
export const STEPS: readonly Step[] = [
  {
    title: 'Choose your plan',
    text: `Pick your protein preference (${listWithOr(PROTEIN_PREFERENCES)}), your meal size (Standard, Large or Lean) and ${listWithOr(MEAL_COUNT_OPTIONS)} meals a week.`,
  },
  {
    title: 'Pick your meals',
    text: 'Choose your dishes from this week’s menu to fill your plan. More Info on any dish shows its ingredients and nutrition.',
  },
  {
    title: 'Schedule your delivery',
    text: `Add your address, choose any working day from ${FIRST_DELIVERY_WORKING_DAYS} working days ahead up to two weeks ahead, and pay securely by card.`,
  },
  {
    title: 'Heat and eat',
    text: 'Your meals arrive fresh in insulated packaging. Keep them in the fridge and heat each one in minutes when you’re hungry.',
  },
];

/** The spec's six feature cards; delivery follows the live delivery price ('Free delivery' only while it is free). */
export const features = (deliveryPence: number | undefined): readonly Feature[] => [
  { icon: <TruckIcon size={26} />, ...deliveryFeature(deliveryPence) },
  {
    icon: <CalendarIcon size={26} />,
    title: 'Flexible scheduling',
    text: 'Choose the working day that suits you, up to two weeks ahead.',
  },
  {
    icon: <PauseIcon size={26} />,
    title: 'No commitment',
    text: 'Skip a week, pause or cancel any time, with no fees. Plan changes apply from your next delivery.',
  },
  {
    icon: <ShieldIcon size={26} />,
    title: 'Secure payments',
    text: 'Pay by card on our payment provider’s secure checkout page. We never see or store your card number.',
  },
  {
    icon: <LeafIcon size={26} />,
    title: 'Fresh ingredients',
    text: 'Balanced meals made with fresh ingredients, with the calories, protein, carbs and fat of every dish on the menu.',
  },
  {
    icon: <PlateIcon size={26} />,
    title: 'Chef-curated',
    text: 'Our chefs plan a new menu every week, with more than 50 dishes a month.',
  },
];
