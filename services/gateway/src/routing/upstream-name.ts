import type { GatewayConfig } from '../config';

const UPSTREAM_SETTINGS = {
  IDENTITY_URL: 'identity',
  CATALOGUE_URL: 'catalogue',
  ORDERING_URL: 'ordering',
  PAYMENT_URL: 'payment',
  NOTIFICATIONS_URL: 'notifications',
  REMOTE_STOREFRONT_URL: 'storefront-remote',
  REMOTE_CHECKOUT_URL: 'checkout-remote',
  REMOTE_ADMIN_URL: 'admin-remote',
} as const satisfies Partial<Record<keyof GatewayConfig, string>>;

/**
 * What an upstream setting is called in metrics and logs: the part it is (`catalogue`), not its address, which
 * changes between machines and lists every instance.
 */
export function upstreamName(config: GatewayConfig, setting: string): string {
  for (const [key, name] of Object.entries(UPSTREAM_SETTINGS)) {
    if (config[key as keyof typeof UPSTREAM_SETTINGS] === setting) return name;
  }
  return 'unknown';
}
