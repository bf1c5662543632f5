import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of a service may report the client's address (in X-Forwarded-For), in a form express's
 * `trust proxy` setting takes: a hop count, or a list of address ranges by name, address or CIDR.
 */
export type TrustProxy = number | string[];

/** The ranges express (proxy-addr) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const EXPECTED =
  'must be loopback, linklocal, uniquelocal, a hop count (e.g. 1), or a comma-separated list of those names, ' +
  'IP addresses and CIDR ranges (e.g. loopback, 10.0.0.0/8)';

/**
 * `TRUST_PROXY` as written in the environment. `true` (trust any sender) is refused on purpose: any client could
 * then name its own address and escape the per-address sign-in throttle.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isRangeEntry(entry));
    if (value === '' || invalid.length > 0) {
      const named = invalid.filter((entry) => entry !== '').map((entry) => `"${entry}"`);
      ctx.addIssue({
        code: 'custom',
        message: named.length > 0 ? `${EXPECTED}; not understood: ${named.join(', ')}` : EXPECTED,
      });
      return z.NEVER;
    }
    return entries;
  });

function isRangeEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
