import type { InfoDocument } from '../info/document';
import { COMPANY_NAME, REPORT_WITHIN_HOURS, SUPPORT_EMAIL } from '../info/company';
import { POLICIES_LAST_UPDATED } from '../info/legal-dates';
import { FIRST_DELIVERY_WORKING_DAYS, LAST_DELIVERY_DAYS } from '../info/product-facts';

/** /terms: the terms customers order under. Prices are never stated here: they come live from the server. */
export const TERMS: InfoDocument = {
  title: 'Terms & Conditions',
  eyebrow: 'Legal',
  lead: 'The terms that apply when you create a Mealbox account and order from us. Please read them before you order.',
  lastUpdated: POLICIES_LAST_UPDATED,
  sections: [
    {
      id: 'about',
      title: 'About these terms',
      blocks: [
        `Mealbox is run by ${COMPANY_NAME} (“we”, “us”). These terms, with our [Privacy Policy](/privacy), [Delivery](/delivery) information and [Returns & Refunds](/returns) policy, apply to your use of Mealbox and to every order you place.`,
        'Nothing in these terms affects your statutory rights as a consumer.',
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      blocks: [
        'To order, you need a Mealbox account. Please give accurate details, keep your password to yourself and tell us straight away if you think someone else has used your account.',
        'We may suspend an account that is used fraudulently or to misuse the service. If we do, we will tell you why.',
      ],
    },
    {
      id: 'plans-and-orders',
      title: 'Plans and orders',
      blocks: [
        'You choose a plan (protein preference, meal size and number of meals per week), pick your meals, give a delivery address and day, and pay at checkout. Your order is confirmed when your payment succeeds.',
        'If we can’t fulfil an order you have paid for, we will tell you as soon as we can and refund you in full.',
      ],
    },
    {
      id: 'prices-and-payment',
      title: 'Prices and payment',
      blocks: [
        'Prices are in pounds sterling (GBP) and are shown on our [Pricing](/pricing) page, in the plan builder and at checkout. The total shown at checkout, including any delivery charge and any discount, is the amount you pay.',
        'You pay by card on the secure hosted checkout page of our card payment provider. We never see or store your full card details.',
        'Discount codes are applied at checkout. A code that is not valid is not applied, and we tell you so.',
      ],
    },
    {
      id: 'delivery',
      title: 'Delivery',
      blocks: [
        `You choose a delivery day when you order: any working day (Monday to Friday) from ${FIRST_DELIVERY_WORKING_DAYS} working days after you order, up to ${LAST_DELIVERY_DAYS} days ahead. Any delivery charge is shown at checkout, before you pay.`,
        'Your meals are your responsibility once they have been delivered to your address. Please refrigerate them promptly and eat them by the use-by date on their labels.',
      ],
    },
    {
      id: 'skip-pause-cancel',
      title: 'Skipping, pausing and cancelling',
      blocks: [
        'There is no minimum term. You can skip a week, pause or cancel at any time, with no fees. Changes to your plan take effect with your next delivery.',
        'Because our meals are perishable food prepared for your order, the 14-day right to cancel does not apply to them. See our [Returns & Refunds](/returns) policy for how to cancel an order you have already paid for.',
      ],
    },
    {
      id: 'problems',
      title: 'If something is wrong',
      blocks: [
        `Tell us within ${REPORT_WITHIN_HOURS} hours of your delivery day if anything is missing, damaged or not as it should be. We will offer you a refund or a credit, as our [Returns & Refunds](/returns) policy explains.`,
      ],
    },
    {
      id: 'food-information',
      title: 'Food information and allergies',
      blocks: [
        'Before you order, each meal’s allergens (the 14 the law names, as “contains” or “may contain”), ingredients with the allergens in bold, net weight and nutrition are shown on our menu under More Info; the same information is on the label of each meal in your box. If you have a food allergy or intolerance, always read the label before eating, and [contact us](/contact) before you order if you have any questions.',
      ],
    },
    {
      id: 'liability',
      title: 'Our responsibility to you',
      blocks: [
        'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss or damage that is not foreseeable.',
        'We do not exclude or limit our liability where it would be unlawful to do so, including for death or personal injury caused by our negligence, for fraud, or for breach of your statutory rights as a consumer.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        'We may update these terms, for example when the law or our service changes. The terms that apply to an order are the ones shown here when you placed it. We will tell you by e-mail about significant changes before they apply to future orders.',
      ],
    },
    {
      id: 'law',
      title: 'Which law applies',
      blocks: [
        'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you can also bring proceedings in your local courts.',
        `Questions about these terms? E-mail [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) or use our [contact form](/contact).`,
      ],
    },
  ],
};
