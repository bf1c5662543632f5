import express, { Router } from 'express';
import type { Response } from 'express';
import { LOCAL_CHECKOUT_PATH } from '@mealbox/contracts';
import type { LocalCheckout } from '../local-provider';
import type { CardForm } from '../test-card-rules';
import { renderCheckoutPage, renderClosedPage, renderNotFoundPage } from './local-checkout-page';
import { CHECKOUT_CSS_HASH } from './local-checkout-styles';

/** Session ids as the local provider makes them (`cs_test_` and 32 base64url characters); anything else is unknown. */
const SESSION_ID = /^cs_test_[A-Za-z0-9_-]{32}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 200) : '');

/**
 * A payment page: never cached (it is one person's), never framed (clickjacking), no script at all, its styles
 * allowed by hash, its form posting only to itself and redirecting only to the site, and no Referer leaking the
 * session id to the pages it links to.
 */
function sendPage(res: Response, status: number, html: string, siteOrigin: string): void {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src ${CHECKOUT_CSS_HASH}; form-action 'self' ${siteOrigin}; frame-ancestors 'none'; base-uri 'none'`,
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    })
    .send(html);
}

/**
 * The local provider's hosted checkout page (`/pay/local/<sessionId>`, proxied by the gateway): the card form,
 * and its submission, which pays or declines the session and sends the browser on, as Stripe's page would.
 */
export function localCheckoutRoutes(checkout: LocalCheckout, siteUrl: string): Router {
  const router = Router();
  const siteOrigin = new URL(siteUrl).origin;
  const path = `${LOCAL_CHECKOUT_PATH}/:sessionId`;

  router.get(path, async (req, res) => {
    const sessionId = req.params.sessionId as string;
    const session = SESSION_ID.test(sessionId) ? await checkout.find(sessionId) : null;
    if (!session) return sendPage(res, 404, renderNotFoundPage(), siteOrigin);
    if (session.status !== 'open') return sendPage(res, 200, renderClosedPage(session), siteOrigin);
    sendPage(res, 200, renderCheckoutPage({ session }), siteOrigin);
  });

  router.post(path, express.urlencoded({ extended: false, limit: '10kb' }), async (req, res) => {
    const sessionId = req.params.sessionId as string;
    if (!SESSION_ID.test(sessionId)) return sendPage(res, 404, renderNotFoundPage(), siteOrigin);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const form: CardForm = {
      name: text(body.name),
      card_number: text(body.card_number),
      expiry: text(body.expiry),
      cvc: text(body.cvc),
    };
    const result = await checkout.submit(sessionId, form);
    switch (result.kind) {
      case 'redirect':
        // 303: the browser follows with a GET, so a reload of the next page never re-submits the card.
        return res.redirect(303, result.url);
      case 'invalid':
        return sendPage(
          res,
          422,
          renderCheckoutPage({ session: result.session, values: form, errors: result.errors }),
          siteOrigin,
        );
      case 'closed':
        return sendPage(res, 409, renderClosedPage(result.session), siteOrigin);
      case 'not-found':
        return sendPage(res, 404, renderNotFoundPage(), siteOrigin);
    }
  });

  return router;
}
