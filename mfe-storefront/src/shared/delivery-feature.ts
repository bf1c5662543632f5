import { deliveryClaim } from '@mealbox/web-kit';

/** Before the live delivery price is in: what delivery is, without a word on what it costs. */
const DELIVERY_WHILE_UNKNOWN = 'Delivery to your door';

/**
 * The delivery card among a page's promises (the homepage, How it Works, the pricing page's 'included' list): its
 * title follows the live delivery price ('Free delivery' or 'Delivery £3.49 a box'); undefined while unknown.
 */
export function deliveryFeature(deliveryPence: number | undefined): { title: string; text: string } {
  return {
    title: deliveryPence === undefined ? DELIVERY_WHILE_UNKNOWN : deliveryClaim(deliveryPence),
    text: 'Across most of the UK, in insulated packaging that keeps meals fresh for up to 12 hours.',
  };
}
