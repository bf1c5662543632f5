import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header exactly as Stripe builds it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" keyed by the endpoint's signing secret>`. The local provider signs its events with it, so the
 * webhook verifies them with Stripe's own `constructEvent`, the same check real Stripe deliveries pass.
 */
export function stripeSignatureHeader(body: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}
