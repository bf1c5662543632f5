import { EMAIL_REPLY_TIME, REPORT_WITHIN_HOURS, SUPPORT_EMAIL } from '../info/company';
import { deliveryCostAnswer, hiddenFeesAnswer } from '../info/delivery-cost-copy';
import {
  FIRST_DELIVERY_WORKING_DAYS,
  LAST_DELIVERY_DAYS,
  MEAL_COUNT_OPTIONS,
  PROTEIN_PREFERENCES,
  describeMealSizes,
  listWithOr,
} from '../info/product-facts';

export interface FaqItem {
  /** Anchor of the question ('/faq#skip-pause-cancel' opens it): lowercase words and hyphens, unique. */
  id: string;
  question: string;
  /** Paragraphs; may hold '[label](href)' links and '**bold**' words. */
  answer: readonly string[];
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

/**
 * The FAQ page's questions, by topic. Plan prices are never stated: they are live on the pricing page. What
 * delivery costs follows the live delivery price (`deliveryPence`, undefined while it is not known yet).
 */
export const faqGroups = (deliveryPence: number | undefined): readonly FaqGroup[] => [
  {
    id: 'plans',
    title: 'Plans and ordering',
    items: [
      {
        id: 'how-it-works',
        question: 'How does Mealbox work?',
        answer: [
          'Choose your plan, pick your meals from this week’s menu, tell us where and when to deliver, and pay securely by card. Your meals arrive fresh, ready to heat and eat in minutes. [See how it works](/how-it-works).',
        ],
      },
      {
        id: 'plan-options',
        question: 'What plans can I choose?',
        answer: [
          `You choose a protein preference (${listWithOr(PROTEIN_PREFERENCES)}), a meal size (Standard, Large or Lean) and how many meals you want each week: ${listWithOr(MEAL_COUNT_OPTIONS)}.`,
          'Our [Pricing](/pricing) page shows the current price of every plan.',
        ],
      },
      {
        id: 'meal-sizes',
        question: 'What is the difference between Standard, Large and Lean?',
        answer: [
          `${describeMealSizes()} Large and Lean meals cost a little more than Standard; the plan builder shows the exact price before you order.`,
        ],
      },
      {
        id: 'change-plan',
        question: 'Can I change my plan?',
        answer: [
          'Yes. You can change your protein preference, meal size or number of meals. Plan changes take effect with your next delivery.',
        ],
      },
      {
        id: 'skip-pause-cancel',
        question: 'Can I skip a week, pause or cancel?',
        answer: [
          'Yes, at any time, with no fees and no commitment. If you need help, [contact us](/contact) and choose “Order Support”.',
        ],
      },
      {
        id: 'hidden-fees',
        question: 'Are there any hidden fees?',
        answer: [hiddenFeesAnswer(deliveryPence)],
      },
    ],
  },
  {
    id: 'meals',
    title: 'Meals and menu',
    items: [
      {
        id: 'menu-changes',
        question: 'How often does the menu change?',
        answer: ['Every week, with more than 50 dishes a month. [Browse this week’s menu](/meals).'],
      },
      {
        id: 'dietary-needs',
        question: 'Do you have vegan, vegetarian, gluten-free or dairy-free meals?',
        answer: [
          'Yes. Each meal on our [menu](/meals) says which diets it suits (vegan, vegetarian, gluten-free, dairy-free, nut-free), worked out from its ingredients, and the menu can be filtered to show only those. **More Info** on each meal shows its ingredients, allergens and full nutrition per portion and per 100 g.',
        ],
      },
      {
        id: 'allergies',
        question: 'I have a food allergy. Can I still order?',
        answer: [
          'Yes. Every meal shows which of the 14 major allergens it contains or may contain, and the [menu](/meals) can be filtered to meals free from any of them. Once you have an account, save the allergens to leave out under **Allergens** in your account: we will never put a meal containing them in your box, and if a recipe in a box you have chosen changes to include one, we email you before the box’s cut-off so you can swap it.',
          'Our kitchen handles all 14 allergens, so where there is a risk of traces we say a meal “may contain” them. Always read the label on each meal before eating, and [contact us](/contact) before you order if you have any questions.',
        ],
      },
      {
        id: 'heating',
        question: 'How do I heat my meals?',
        answer: [
          'Each meal is ready in minutes: follow the heating instructions on its label, and make sure it is piping hot all the way through before eating.',
        ],
      },
      {
        id: 'storing',
        question: 'How should I store my meals?',
        answer: [
          'Put them in the fridge as soon as your box arrives and eat each meal by the use-by date on its label.',
        ],
      },
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery',
    items: [
      {
        id: 'delivery-days',
        question: 'When can my box be delivered?',
        answer: [
          `On any working day (Monday to Friday) you choose, from ${FIRST_DELIVERY_WORKING_DAYS} working days after you order up to ${LAST_DELIVERY_DAYS} days ahead. [More about delivery](/delivery).`,
        ],
      },
      {
        id: 'delivery-cost',
        question: 'How much does delivery cost?',
        answer: [deliveryCostAnswer(deliveryPence)],
      },
      {
        id: 'not-home',
        question: 'What if I’m not in when my box arrives?',
        answer: [
          'Your meals travel in insulated packaging that keeps them fresh for up to 12 hours. Put them in the fridge when you get home.',
        ],
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment and your account',
    items: [
      {
        id: 'payment-methods',
        question: 'How do I pay?',
        answer: [
          'By card, on the secure hosted checkout page of our card payment provider. Your card details go straight to the provider: we never see or store your card number.',
        ],
      },
      {
        id: 'when-charged',
        question: 'When do I pay for my box?',
        answer: ['At checkout, when you place your order, before your box is prepared.'],
      },
      {
        id: 'account',
        question: 'Where can I see my account?',
        answer: [
          'Sign in and go to [My Account](/account). If you don’t have an account yet, you create one when you [start your plan](/join-now/plans/).',
        ],
      },
    ],
  },
  {
    id: 'help',
    title: 'Problems and questions',
    items: [
      {
        id: 'something-wrong',
        question: 'Something was wrong with my box. What should I do?',
        answer: [
          `Tell us within ${REPORT_WITHIN_HOURS} hours of your delivery day and we will offer you a refund or a credit. Our [Returns & Refunds](/returns) policy has the details.`,
        ],
      },
      {
        id: 'contact',
        question: 'How can I contact you?',
        answer: [
          `Send us a message with our [contact form](/contact) or e-mail [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}). We reply ${EMAIL_REPLY_TIME}.`,
        ],
      },
    ],
  },
];
