import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { ClientOriginOf } from '../proxy/client-origin';

/** Where the card provider's hosted checkout lives: the only other place a form of ours may be sent. */
export const CARD_PROVIDER_CHECKOUT = 'https://checkout.stripe.com';

/**
 * The site's Content-Security-Policy. Every script comes from this origin (the shell, and the remotes the gateway
 * puts under `/mfe/<name>/`), and none is inline: the prerendered pages start the app from a file too. Styles do
 * allow 'unsafe-inline': React writes `style` attributes (the prerendered HTML keeps them), which only a hash per
 * attribute could allow otherwise; a style cannot run code, so the trade is a small one.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // blob: the staff meal form previews a chosen picture before it is uploaded.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'", CARD_PROVIDER_CHECKOUT],
  },
};

/** Powerful browser features the shop never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=()';
const HSTS = 'max-age=31536000; includeSubDomains';

const helmetHeaders = helmet({
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  // Sent below, and only over HTTPS: on plain http a browser ignores it anyway, and local runs stay plain.
  strictTransportSecurity: false,
});

/**
 * Sets the browser security headers on every answer the gateway gives: pages, scripts, API answers and errors
 * alike. An upstream that sends its own policy (the local card page, a meal's SVG picture) keeps it: the headers an
 * answer is written with take precedence over these.
 */
export function withBrowserSecurityHeaders(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  originOf: ClientOriginOf,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) =>
    helmetHeaders(req, res, () => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      // Only over HTTPS (here, or at a trusted proxy that says so): a browser ignores it over plain HTTP anyway.
      if (originOf(req).https) res.setHeader('Strict-Transport-Security', HSTS);
      handle(req, res);
    });
}
