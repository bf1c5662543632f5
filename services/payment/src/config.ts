import { z } from 'zod';
import { loadConfig, portSchema, rateLimitSettingSchema, serviceConfigSchema } from '@mealbox/platform';

const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().min(1).optional(),
);
const httpUrl = z.url({ protocol: /^https?$/ });

const paymentConfigSchema = serviceConfigSchema
  .extend({
    PORT: portSchema.default(4004),
    MONGO_URL: serviceConfigSchema.shape.MONGO_URL.default('mongodb://127.0.0.1:27017/payment'),
    KAFKA_BROKERS: serviceConfigSchema.shape.KAFKA_BROKERS.default(['127.0.0.1:9092']),
    /** Identity's public keys, for checking access tokens (fetched on first use and cached). */
    JWKS_URL: httpUrl.default('http://127.0.0.1:4001/auth/jwks.json'),
    /** Ordering, asked for an order's terms at checkout when its events have not reached us yet. */
    ORDERING_URL: httpUrl.default('http://127.0.0.1:4003').transform((url) => url.replace(/\/+$/, '')),
    /** The site's public origin: success and cancel URLs, and the local provider's hosted page, live under it. */
    SITE_URL: httpUrl.default('http://localhost:8080').transform((url) => url.replace(/\/+$/, '')),
    /**
     * Who takes the card: `stripe` (Stripe Checkout), or `local`, this service's own hosted test page, which takes
     * the test card 4242 4242 4242 4242 as payment. Chosen explicitly: an empty key never selects the test page.
     * Defaults to `local` outside production; in production it must be set, and `local` is refused.
     */
    PAYMENT_PROVIDER: z.enum(['stripe', 'local']).optional(),
    /** Stripe's secret key (with PAYMENT_PROVIDER=stripe). */
    STRIPE_SECRET_KEY: optionalText,
    /** Another Stripe API host (stripe-mock: http://127.0.0.1:12111); Stripe's own when absent. */
    STRIPE_API_BASE: z.preprocess((value) => (value === '' ? undefined : value), httpUrl.optional()),
    /**
     * The webhook's signing secret (`whsec_...`). Required with Stripe; the local provider makes up one per
     * process when absent (it signs its own events).
     */
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Where the local provider delivers its events; by default this service's own webhook, over loopback. */
    LOCAL_WEBHOOK_URL: z.preprocess((value) => (value === '' ? undefined : value), httpUrl.optional()),
    /**
     * Checkout sessions each customer may open (each one is a call to the payment provider): plenty for paying
     * a few orders and retrying, a wall for a script. See docs/security.md.
     */
    CHECKOUT_SESSION_LIMIT: rateLimitSettingSchema.prefault('20/600'),
  })
  .superRefine((config, ctx) => {
    const provider = config.PAYMENT_PROVIDER ?? (config.NODE_ENV === 'production' ? undefined : 'local');
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!provider) {
      problem(
        'PAYMENT_PROVIDER',
        'is required in production: stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)',
      );
    } else if (provider === 'local' && config.NODE_ENV === 'production') {
      problem(
        'PAYMENT_PROVIDER',
        'local is refused with NODE_ENV=production: its test page takes the test card 4242 4242 4242 4242 as ' +
          'payment. Use stripe, with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      );
    } else if (provider === 'local' && config.STRIPE_SECRET_KEY) {
      problem(
        'PAYMENT_PROVIDER',
        'is local, but STRIPE_SECRET_KEY is set: set PAYMENT_PROVIDER=stripe to use Stripe',
      );
    } else if (provider === 'stripe') {
      if (!config.STRIPE_SECRET_KEY) problem('STRIPE_SECRET_KEY', 'is required with PAYMENT_PROVIDER=stripe');
      if (!config.STRIPE_WEBHOOK_SECRET) {
        problem(
          'STRIPE_WEBHOOK_SECRET',
          'is required with PAYMENT_PROVIDER=stripe (the signing secret of the Stripe webhook endpoint)',
        );
      }
    }
  })
  .transform((config) => ({ ...config, PAYMENT_PROVIDER: config.PAYMENT_PROVIDER ?? ('local' as const) }));
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const loadPaymentConfig = (env: NodeJS.ProcessEnv = process.env): PaymentConfig =>
  loadConfig(paymentConfigSchema, env);

/** The `producer` stamped on every event this service publishes. */
export const PRODUCER = 'payment';
