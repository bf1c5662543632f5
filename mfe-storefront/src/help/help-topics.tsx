import type { ReactNode } from 'react';
import { MailIcon, PlateIcon, QuestionIcon, RefreshIcon, TruckIcon, UserIcon } from '@mealbox/web-kit';
import { EMAIL_REPLY_TIME, REPORT_WITHIN_HOURS } from '../info/company';
import { faqGroups, type FaqItem } from '../faq/faq-data';

export interface HelpTopic {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** The Help Centre's topics: where each kind of question is answered. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    to: '/faq',
    title: 'FAQs',
    text: 'Quick answers about plans, meals, delivery and payment.',
    icon: <QuestionIcon size={26} />,
  },
  {
    to: '/delivery',
    title: 'Delivery',
    text: 'Delivery days, what delivery costs, packaging and what to do if you’re out.',
    icon: <TruckIcon size={26} />,
  },
  {
    to: '/returns',
    title: 'Returns & Refunds',
    text: `Something wrong with your box? Tell us within ${REPORT_WITHIN_HOURS} hours and we’ll put it right.`,
    icon: <RefreshIcon size={26} />,
  },
  {
    to: '/account',
    title: 'My Account',
    text: 'Sign in to see your account and your orders.',
    icon: <UserIcon size={26} />,
  },
  {
    to: '/how-it-works',
    title: 'How it Works',
    text: 'New to Mealbox? See how plans, meals and delivery fit together.',
    icon: <PlateIcon size={26} />,
  },
  {
    to: '/contact',
    title: 'Contact us',
    text: `Send us a message and we’ll reply ${EMAIL_REPLY_TIME}.`,
    icon: <MailIcon size={26} />,
  },
];

/** The FAQ answers people look for most, linked straight to the open answer ('/faq#id'). */
export const POPULAR_QUESTION_IDS = [
  'skip-pause-cancel',
  'delivery-days',
  'change-plan',
  'payment-methods',
  'something-wrong',
] as const;

/**
 * The FAQ items with these ids, in this order; an id the FAQ does not have is a mistake, and fails loudly. The
 * Help Centre shows only the questions, which do not depend on the delivery price, so no price is needed.
 */
export function faqItemsById(ids: readonly string[]): FaqItem[] {
  const all = new Map(
    faqGroups(undefined).flatMap((group) => group.items.map((item) => [item.id, item] as const)),
  );
  return ids.map((id) => {
    const item = all.get(id);
    if (!item) throw new Error(`The FAQ has no question with id '${id}'`);
    return item;
  });
}
