import type { InfoDocument } from '../info/document';
import { REPORT_WITHIN_HOURS, SUPPORT_EMAIL } from '../info/company';
import { deliveryCostPolicy } from '../info/delivery-cost-copy';
import { FIRST_DELIVERY_WORKING_DAYS, LAST_DELIVERY_DAYS } from '../info/product-facts';

/**
 * /delivery: when and how boxes arrive (DESIGN section 9: working days, four working days to 14 days ahead) and
 * what delivery costs, from the live delivery price (`deliveryPence`, undefined while it is not known yet).
 */
export const deliveryPolicy = (deliveryPence: number | undefined): InfoDocument => ({
  title: 'Delivery',
  eyebrow: 'Support',
  lead: 'When your box can arrive, what delivery costs and how to look after your meals when they get to you.',
  sections: [
    {
      id: 'delivery-days',
      title: 'When we deliver',
      blocks: [
        'We deliver on working days, Monday to Friday. We don’t deliver on Saturdays or Sundays.',
        `When you order, you choose your delivery day: any working day from ${FIRST_DELIVERY_WORKING_DAYS} working days after the day you order, up to ${LAST_DELIVERY_DAYS} days ahead. That gives us time to prepare your meals fresh, and lets you plan up to two weeks ahead.`,
        {
          note: `For example, order on a Monday and your earliest delivery day is the Friday of the same week; the latest is ${LAST_DELIVERY_DAYS} days after the day you order.`,
        },
      ],
    },
    {
      id: 'cost',
      title: 'What delivery costs',
      blocks: [deliveryCostPolicy(deliveryPence)],
    },
    {
      id: 'where',
      title: 'Where we deliver',
      blocks: [
        'We deliver across most of the UK. You give your delivery address (address, city, county and postcode) when you place your first order, and can save more than one address for later orders.',
        'We also ask for a phone number with your first address, so we can reach you about a delivery if we need to.',
      ],
    },
    {
      id: 'packaging',
      title: 'Packaging and freshness',
      blocks: [
        'Your meals travel in insulated packaging that keeps them fresh for up to 12 hours, so they are fine if you are out when your box arrives.',
        'When you get home, put your meals in the fridge straight away and eat each one by the use-by date on its label.',
      ],
    },
    {
      id: 'changes',
      title: 'Skipping, pausing and changing a delivery',
      blocks: [
        'You can skip a week, pause or cancel at any time, with no fees. Changes to your plan take effect with your next delivery.',
        'Need a different day for an order you have already placed? [Contact us](/contact) as soon as you can and choose “Order Support”; we will do our best to help.',
      ],
    },
    {
      id: 'problems',
      title: 'If something goes wrong',
      blocks: [
        `If your box doesn’t arrive, arrives damaged or has something missing, tell us within ${REPORT_WITHIN_HOURS} hours of your delivery day through our [contact form](/contact) or at [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}). Our [returns and refunds policy](/returns) explains what happens next.`,
      ],
    },
  ],
});
