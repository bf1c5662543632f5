import type { MismatchFinding } from './payment-match';

/** Every outcome that starts with this is money that does not settle its order (logged at error level). */
export const MISMATCH_OUTCOME = 'mismatch';

/** What the logs and the webhook's record say of a mismatch. */
export const mismatchOutcome = (finding: MismatchFinding, paidPence: number, paidCurrency: string): string =>
  `${MISMATCH_OUTCOME} (${finding.mismatch}): paid ${paidPence} ${paidCurrency}, ` +
  `the order costs ${finding.expectedPence ?? 'unknown'} gbp`;
