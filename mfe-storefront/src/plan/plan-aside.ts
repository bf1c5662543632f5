/** Why Mealbox, beside the registration form (the claims of spec section 1). */
export const PLAN_ASIDE = {
  title: 'Why Mealbox?',
  points: [
    'Chef-prepared, balanced meals, ready in minutes',
    'A new menu every week, with 50+ dishes a month',
    'Free delivery across most of the UK',
    'Skip, pause or cancel any time, with no fees',
  ],
} as const;
