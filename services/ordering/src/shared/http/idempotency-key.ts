import type { Request } from 'express';
import { z } from 'zod';
import { badRequest } from '@mealbox/platform';

/** Visible ASCII, as RFC 9110 tokens and UUIDs are; long enough for any client's scheme. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The request's Idempotency-Key header, if sent: the same key makes a retried request do its work once. A key
 * that is not 1 to 255 visible characters is a 400 naming the header.
 */
export function idempotencyKeyHeader(req: Request): string | undefined {
  const key = req.get('idempotency-key');
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) {
    const message = 'Send 1 to 255 visible characters (a UUID is a good key).';
    throw badRequest('The Idempotency-Key header is not valid.', { 'Idempotency-Key': [message] });
  }
  return key;
}

/** The header as a route's document describes it. */
export const idempotencyKeyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .meta({ description: '1 to 255 visible characters (a UUID is a good key).' }),
});
