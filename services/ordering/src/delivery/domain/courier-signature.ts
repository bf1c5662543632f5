import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The courier signs as the card provider does: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed by
 * the secret we share with it. Checking the timestamp as well as the MAC is the replay protection: a captured
 * report cannot be sent again after five minutes, and within them its id makes it the same report.
 */
export const COURIER_SIGNATURE_TOLERANCE_SECONDS = 300;

export function courierSignatureHeader(body: string, secret: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${macOf(body, secret, timestampSeconds)}`;
}

const macOf = (body: string, secret: string, timestampSeconds: number) =>
  createHmac('sha256', secret).update(`${timestampSeconds}.${body}`, 'utf8').digest('hex');

/** Why the signature is refused, or null when it is good and fresh. */
export function courierSignatureProblem(
  body: string,
  header: string | undefined,
  secret: string,
  now: Date,
): string | null {
  if (!header) return 'The Mealbox-Courier-Signature header is missing.';
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given))
    return 'The courier signature is not valid.';
  const expected = Buffer.from(macOf(body, secret, timestamp), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return 'The courier signature is not valid.';
  if (Math.abs(now.getTime() / 1000 - timestamp) > COURIER_SIGNATURE_TOLERANCE_SECONDS)
    return 'The courier signature is more than five minutes old.';
  return null;
}
