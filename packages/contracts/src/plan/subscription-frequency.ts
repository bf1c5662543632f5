/**
 * How often a subscription's boxes come: every week, every two weeks or every four weeks, from an anchor (the
 * first box, or the box a change of frequency starts with). Zod-free, so the browser bundles can read the labels.
 */
export const SUBSCRIPTION_FREQUENCIES = [
  { value: 'weekly', label: 'Every week', weeks: 1 },
  { value: 'fortnightly', label: 'Every 2 weeks', weeks: 2 },
  { value: 'every_four_weeks', label: 'Every 4 weeks', weeks: 4 },
] as const;

export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number]['value'];

export const SUBSCRIPTION_FREQUENCY_VALUES = SUBSCRIPTION_FREQUENCIES.map((each) => each.value) as [
  SubscriptionFrequency,
  ...SubscriptionFrequency[],
];

/** Every subscription started before there was a choice reads as weekly. */
export const DEFAULT_SUBSCRIPTION_FREQUENCY: SubscriptionFrequency = 'weekly';

const frequencyOf = (frequency: SubscriptionFrequency) =>
  SUBSCRIPTION_FREQUENCIES.find((each) => each.value === frequency) ?? SUBSCRIPTION_FREQUENCIES[0];

/** 'Every 2 weeks' */
export const frequencyLabel = (frequency: SubscriptionFrequency): string => frequencyOf(frequency).label;

/** The whole weeks between one box and the next. */
export const weeksBetweenBoxes = (frequency: SubscriptionFrequency): number => frequencyOf(frequency).weeks;

/** 'a box every week', 'a box every 2 weeks': as a confirmation says it. */
export const frequencyWords = (frequency: SubscriptionFrequency): string =>
  `a box ${frequencyLabel(frequency).toLowerCase()}`;
