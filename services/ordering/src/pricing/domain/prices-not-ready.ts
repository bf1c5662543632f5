import { HttpProblem } from '@mealbox/platform';

/** Ordering has not yet heard catalogue's prices (a first start): a 503 to try again, never a guessed price. */
export const pricesNotReady = () =>
  new HttpProblem(503, 'Service Unavailable', 'Prices are not available yet. Please try again shortly.');
