import { Counter } from 'prom-client';
import type { PaymentProviderName } from '@mealbox/contracts';
import type { OutboxEntry, ServiceMetrics } from '@mealbox/platform';

/** What a saved-card charge of a subscription box came to. */
export type BoxChargeOutcome = 'charged' | 'refused' | 'mismatched' | 'paid_otherwise' | 'error';

export interface PaymentMetrics {
  /** A payment write committed these events: each payment outcome among them is counted once. */
  committed(events: OutboxEntry[], provider: PaymentProviderName): void;
  boxCharge(outcome: BoxChargeOutcome): void;
}

/** The events that are a payment's outcome, and the outcome each one counts as. */
const OUTCOME_OF_EVENT: Record<string, string> = {
  PaymentSucceeded: 'succeeded',
  PaymentFailed: 'failed',
  PaymentRefunded: 'refunded',
  PaymentPartlyRefunded: 'partly_refunded',
  PaymentRefundFailed: 'refund_failed',
  PaymentMismatched: 'mismatched',
};

/**
 * `payment_outcomes_total{outcome,provider}` and `box_charges_total{outcome}`. Outcomes are counted from the
 * events a committed write carries, the same facts ordering is told, so a redelivered webhook or a lost race
 * (which commit nothing) count nothing.
 */
export function createPaymentMetrics(metrics: ServiceMetrics): PaymentMetrics {
  const outcomes = new Counter({
    name: 'payment_outcomes_total',
    help: 'Payment outcomes recorded: succeeded, failed, refunded (in full), partly_refunded, refund_failed, or mismatched (money taken that does not settle the order), by provider.',
    labelNames: ['outcome', 'provider'],
    registers: [metrics.registry],
  });
  const boxCharges = new Counter({
    name: 'box_charges_total',
    help: 'Saved-card charges of subscription boxes, by outcome: charged, refused, mismatched, paid_otherwise (paid before the charge), error (the provider could not be asked; tried again).',
    labelNames: ['outcome'],
    registers: [metrics.registry],
  });
  return {
    committed(events, provider) {
      for (const event of events) {
        const outcome = OUTCOME_OF_EVENT[event.type];
        if (outcome) outcomes.inc({ outcome, provider });
      }
    },
    boxCharge: (outcome) => boxCharges.inc({ outcome }),
  };
}
