import { loadPaymentConfig } from './config';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

describe('payment configuration: the card provider is chosen explicitly and fails closed', () => {
  it('when nothing is set outside production, then the local test checkout is used', () => {
    expect(loadPaymentConfig({}).PAYMENT_PROVIDER).toBe('local');
    expect(loadPaymentConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('local');
  });

  it('when production names no provider, then start-up is refused', () => {
    expect(() => loadPaymentConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: is required in production/,
    );
    // An empty key is not a choice either (the old behaviour silently chose the test page).
    expect(() => loadPaymentConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: '' })).toThrow(
      /PAYMENT_PROVIDER: is required in production/,
    );
  });

  it('when production asks for the local test checkout, then start-up is refused, naming the test card', () => {
    expect(() => loadPaymentConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'local' })).toThrow(
      /PAYMENT_PROVIDER: local is refused with NODE_ENV=production: its test page takes the test card 4242/,
    );
  });

  it('when stripe lacks its key or webhook secret, then start-up is refused naming each', () => {
    expect(() => loadPaymentConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required with PAYMENT_PROVIDER=stripe[\s\S]*STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required with PAYMENT_PROVIDER=stripe/,
    );
  });

  it('when a Stripe key is set but the provider is local, then start-up is refused rather than ignoring the key', () => {
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'local', ...STRIPE })).toThrow(
      /PAYMENT_PROVIDER: is local, but STRIPE_SECRET_KEY is set/,
    );
    expect(() => loadPaymentConfig(STRIPE)).toThrow(
      /PAYMENT_PROVIDER: is local, but STRIPE_SECRET_KEY is set/,
    );
  });

  it('when production names stripe with its key and secret, then Stripe takes the cards', () => {
    const config = loadPaymentConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', ...STRIPE });
    expect(config.PAYMENT_PROVIDER).toBe('stripe');
  });

  it('when the provider is neither, then start-up names the choices', () => {
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
