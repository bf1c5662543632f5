import type { FaqGroup, FaqItem } from '../faq/faq-data';
import { FIRST_DELIVERY_WORKING_DAYS, LAST_DELIVERY_DAYS } from '../info/product-facts';
import { deliveryFeature } from '../shared/delivery-feature';

export type IncludedIcon = 'chef' | 'menu' | 'delivery' | 'calendar' | 'pause' | 'secure';

export interface IncludedItem {
  icon: IncludedIcon;
  title: string;
  text: string;
}

/**
 * The six things every plan includes (spec section 2), in the words of the spec's claims (section 1). Delivery is
 * the live price: 'Free delivery' only while the catalogue says it is free.
 */
export function includedInEveryPlan(deliveryPence: number | undefined): IncludedItem[] {
  return [
    {
      icon: 'chef',
      title: 'Chef-prepared, balanced meals',
      text: 'Cooked by our chefs with fresh ingredients, ready to heat and eat in minutes.',
    },
    {
      icon: 'menu',
      title: 'A new menu every week',
      text: 'More than 50 dishes a month, with vegan, gluten-free and dairy-free choices marked on every meal.',
    },
    { icon: 'delivery', ...deliveryFeature(deliveryPence) },
    {
      icon: 'calendar',
      title: 'Your choice of delivery day',
      text: `Any working day from ${FIRST_DELIVERY_WORKING_DAYS} working days after you order, up to ${LAST_DELIVERY_DAYS} days ahead.`,
    },
    {
      icon: 'pause',
      title: 'No commitment',
      text: 'Skip a week, pause or cancel any time, with no fees. Plan changes apply from your next delivery.',
    },
    {
      icon: 'secure',
      title: 'Secure payment',
      text: 'Pay by major credit card, Apple Pay or Google Pay on our payment provider’s secure checkout.',
    },
  ];
}

/** The pricing page's four questions (spec section 2): skip or pause, hidden fees, change plan, payment methods. */
export const PRICING_FAQ_IDS = [
  'skip-pause-cancel',
  'hidden-fees',
  'change-plan',
  'payment-methods',
] as const;

/** Those questions with the FAQ page's own answers, so the two pages can never say different things. */
export function pricingFaq(groups: readonly FaqGroup[]): FaqItem[] {
  const items = new Map(groups.flatMap((group) => group.items.map((item) => [item.id, item] as const)));
  return PRICING_FAQ_IDS.map((id) => {
    const item = items.get(id);
    if (!item) throw new Error(`The FAQ has no question '${id}'`);
    return item;
  });
}
