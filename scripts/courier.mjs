#!/usr/bin/env node
// Plays the courier for the demo: sends one signed delivery report for an order to the running site, exactly as a
// courier's system would (POST /api/delivery/events/, signed with the shared secret; see docs/delivery.md).
//
//   node scripts/courier.mjs <order id> out_for_delivery
//   node scripts/courier.mjs <order id> delivered [--photo https://...]
//   node scripts/courier.mjs <order id> failed_attempt [--reason "No one home, no safe place"]
//
// The order id is the last part of the staff order page's address (/manage-orders/<id>). SITE_URL and
// COURIER_WEBHOOK_SECRET name another site and its secret; by default the local one started by scripts/start.sh.
import { createHmac, randomUUID } from 'node:crypto';

const TYPES = ['out_for_delivery', 'delivered', 'failed_attempt'];
const [orderId, type, ...rest] = process.argv.slice(2);
if (!orderId || !TYPES.includes(type)) {
  console.error(
    `usage: node scripts/courier.mjs <order id> <${TYPES.join('|')}> [--reason text] [--photo url]`,
  );
  process.exit(2);
}
const option = (name) => {
  const at = rest.indexOf(name);
  return at === -1 ? undefined : rest[at + 1];
};

const siteUrl = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const secret = process.env.COURIER_WEBHOOK_SECRET || 'local-courier-webhook-secret';
const report = {
  id: `demo-${randomUUID()}`,
  type,
  order_id: orderId,
  occurred_at: new Date().toISOString(),
  ...(option('--photo') ? { photo_url: option('--photo') } : {}),
  ...(option('--reason') ? { reason: option('--reason') } : {}),
};
const body = JSON.stringify(report);
const timestamp = Math.floor(Date.now() / 1000);
const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

const response = await fetch(`${siteUrl}/api/delivery/events/`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'mealbox-courier-signature': `t=${timestamp},v1=${signature}`,
  },
  body,
});
const answer = await response.text();
console.log(`${response.status} ${answer}`);
process.exit(response.ok ? 0 : 1);
