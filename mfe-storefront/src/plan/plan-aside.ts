/**
 * Why Mealbox, beside the registration form (the claims of spec section 1). `delivery` is the live delivery claim
 * (web-kit's useDeliveryClaim: 'Free delivery' only while delivery is free).
 */
export const planAsidePoints = (delivery: string): readonly string[] => [
  'Chef-prepared, balanced meals, ready in minutes',
  'A new menu every week, with 50+ dishes a month',
  `${delivery} across most of the UK`,
  'Skip, pause or cancel any time, with no fees',
];
