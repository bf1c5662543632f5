import { CalendarIcon, LeafIcon, PlateIcon, ShieldIcon } from '@mealbox/web-kit';
import type { Feature } from '../shared/FeatureGrid';

/**
 * The story, in paragraphs (the spec's claims: founded in 2023, a weekly menu of 50+ dishes a month). It says we
 * deliver free only while the live delivery price is nothing (`deliveryPence`, undefined while not known yet).
 */
export const story = (deliveryPence: number | undefined): readonly string[] => [
  'Mealbox started in 2023 with a simple idea: eating well shouldn’t take hours you don’t have. After a long day, too many of us were choosing between cooking from scratch and grabbing something that left us hungry an hour later.',
  `So we set out to cook balanced, chef-prepared meals with fresh ingredients and bring them to your door, ready to heat and eat in minutes. Our chefs plan a new menu every week, with more than 50 dishes a month, and we deliver ${deliveryPence === 0 ? 'free ' : ''}across most of the UK.`,
  'There are no contracts. You choose the plan that suits you, and skip, pause or cancel whenever life changes.',
];

export const MISSION = 'To make fresh, balanced eating the easy choice for busy people across the UK.';

export const VISION =
  'A week where every meal is one you look forward to, and none takes more than a few minutes to reach the table.';

export const VALUES: readonly Feature[] = [
  {
    icon: <LeafIcon size={26} />,
    title: 'Fresh first',
    text: 'We cook with fresh ingredients, and your meals travel in insulated packaging to stay fresh.',
  },
  {
    icon: <PlateIcon size={26} />,
    title: 'Balanced by design',
    text: 'Every dish shows its calories, protein, carbs and fat, so you always know what you’re eating.',
  },
  {
    icon: <CalendarIcon size={26} />,
    title: 'Flexible by default',
    text: 'Your plan fits your week, not the other way round: change, skip or pause whenever you need to.',
  },
  {
    icon: <ShieldIcon size={26} />,
    title: 'Honest and clear',
    text: 'The total at checkout is what you pay. No hidden fees and no small print surprises.',
  },
];

export interface TeamRole {
  role: string;
  text: string;
}

/** The spec's team grid of four: shown as the roles that make a box happen, with initials rather than photos. */
export const TEAM: readonly TeamRole[] = [
  { role: 'Head Chef', text: 'Plans the weekly menu and leads the kitchen that cooks every dish.' },
  {
    role: 'Nutrition Lead',
    text: 'Balances every recipe and checks the nutrition information on each meal.',
  },
  {
    role: 'Operations & Delivery Lead',
    text: 'Makes sure every box is packed and on its way for the day you chose.',
  },
  {
    role: 'Customer Care Lead',
    text: 'Leads the team that answers your messages and puts things right when they go wrong.',
  },
];
