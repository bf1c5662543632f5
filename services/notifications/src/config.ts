import { z } from 'zod';
import { loadConfig, portSchema, serviceConfigSchema } from '@mealbox/platform';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const LOCAL_UNSUBSCRIBE_SECRET = 'mealbox-local-unsubscribe-secret-not-for-production';

const notificationsConfigSchema = serviceConfigSchema
  .extend({
    PORT: portSchema.default(4005),
    MONGO_URL: serviceConfigSchema.shape.MONGO_URL.default('mongodb://127.0.0.1:27017/notifications'),
    KAFKA_BROKERS: serviceConfigSchema.shape.KAFKA_BROKERS.default(['127.0.0.1:9092']),
    /** Identity's public keys, for checking staff's access tokens (fetched on first use and cached). */
    JWKS_URL: httpUrl.default('http://127.0.0.1:4001/auth/jwks.json'),
    /** The SMTP server mails go through: Mailpit locally (its inbox at http://localhost:8025), a relay in production. */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .default('smtp://127.0.0.1:1025'),
    /** Who the mails come from. */
    MAIL_FROM: z.string().min(3).default('Mealbox <hello@mealbox.co.uk>'),
    /**
     * Signs the reminders' unsubscribe links (HMAC-SHA256). Must be set, and the same on every instance, in
     * production; elsewhere a fixed local value serves.
     */
    UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * How long an instance's claim on a mail it is sending holds before another instance may take the mail over (its
     * sender died mid-send). Shorter means a dead instance's mails go sooner, and a slow SMTP answer risks a second
     * copy; it must exceed the SMTP client's own timeouts.
     */
    MAIL_CLAIM_SECONDS: z.coerce.number().int().min(30).max(3600).default(120),
    /** The site's public origin: every link in a mail points under it. */
    SITE_URL: httpUrl.default('http://localhost:8080').transform((url) => url.replace(/\/+$/, '')),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && !config.UNSUBSCRIBE_SECRET)
      ctx.addIssue({ code: 'custom', path: ['UNSUBSCRIBE_SECRET'], message: 'required in production' });
  })
  .transform((config) => ({
    ...config,
    UNSUBSCRIBE_SECRET: config.UNSUBSCRIBE_SECRET ?? LOCAL_UNSUBSCRIBE_SECRET,
  }));
export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;

export const loadNotificationsConfig = (env: NodeJS.ProcessEnv = process.env): NotificationsConfig =>
  loadConfig(notificationsConfigSchema, env);
