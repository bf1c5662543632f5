import Stripe from 'stripe';
import { stripeSignatureHeader } from './webhook-signature';

const secret = 'whsec_test_secret';
const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed' });
const now = () => Math.floor(Date.now() / 1000);

describe('Stripe-Signature header', () => {
  it('when a body is signed, then the header is t=<time>,v1=<HMAC-SHA256> exactly as Stripe builds it', () => {
    const t = 1_767_225_600;
    expect(stripeSignatureHeader(body, secret, t)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: t }),
    );
    expect(stripeSignatureHeader(body, secret, t)).toMatch(/^t=1767225600,v1=[0-9a-f]{64}$/);
  });

  it("when Stripe's constructEvent checks a fresh signature, then it accepts the event", () => {
    const event = Stripe.webhooks.constructEvent(
      body,
      stripeSignatureHeader(body, secret, now()),
      secret,
      300,
    );
    expect(event.id).toBe('evt_1');
  });

  it('when the secret, one byte of the body or the age is wrong, then constructEvent refuses it', () => {
    const header = stripeSignatureHeader(body, secret, now());
    expect(() => Stripe.webhooks.constructEvent(body, header, 'whsec_other', 300)).toThrow();
    expect(() =>
      Stripe.webhooks.constructEvent(body.replace('evt_1', 'evt_2'), header, secret, 300),
    ).toThrow();
    const old = stripeSignatureHeader(body, secret, now() - 301);
    expect(() => Stripe.webhooks.constructEvent(body, old, secret, 300)).toThrow(/tolerance/i);
  });
});
