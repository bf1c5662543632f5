import { orderReference } from '@mealbox/contracts';
import type { LocalSessionDocument } from '../data/local-session-model';
import type { CardField, CardForm } from '../test-card-rules';
import { CHECKOUT_CSS } from './local-checkout-styles';
import { LONDON_TIME_ZONE } from '@mealbox/contracts/london-calendar';

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: LONDON_TIME_ZONE,
});

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Everything that reaches the page from data is escaped, attributes included. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

export const formatPence = (pence: number): string => GBP.format(pence / 100);

const PADLOCK =
  '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 1 1 6 0v3H9z"/></svg>';
const LOGO =
  '<svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="16" fill="#17604a"/><path d="M12 32h40a20 20 0 0 1-40 0z" fill="#f0a22e"/><path d="M32 29c-1-8 3-15 12-17 1 9-4 16-12 17z" fill="#fdfaf5"/><path d="M32 29c-4-4-10-5-14-3 2 5 8 6 14 3z" fill="#c9e2d5"/></svg>';

function layout(title: string, main: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Mealbox secure checkout</title>
<style>${CHECKOUT_CSS}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the payment form</a>
<header><div class="bar">${LOGO}<span class="brand">mealbox</span><span class="secure">${PADLOCK}Secure checkout</span></div></header>
<main id="main">
${main}
</main>
<footer><p>Test checkout run by Mealbox in place of a card provider: no real card is ever charged.</p></footer>
</body>
</html>`;
}

function summary(session: LocalSessionDocument): string {
  const amount = formatPence(session.amountPence);
  return `<section class="panel summary" aria-labelledby="summary-title">
<h2 id="summary-title">Order summary</h2>
<dl>
<div class="row"><dt>${escapeHtml(session.productName)}</dt><dd>${amount}</dd></div>
<div class="row"><dt>Order reference</dt><dd>${escapeHtml(orderReference(session.orderId))}</dd></div>
<div class="row total"><dt>Total to pay</dt><dd>${amount}</dd></div>
</dl>
<p class="muted spaced">This page stays open until ${escapeHtml(DATE_TIME.format(session.expiresAt))}.</p>
<p class="test"><strong>Test cards:</strong> 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0027 6000 3184 pays, but your later subscription boxes are declined (your bank wants you present). Use any future expiry date, any three-digit security code and any name.</p>
</section>`;
}

const FIELD_ORDER: CardField[] = ['name', 'card_number', 'expiry', 'cvc'];
const FIELD_LABEL: Record<CardField, string> = {
  name: 'Name on card',
  card_number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code (CVC)',
};

export interface CheckoutPageInput {
  session: LocalSessionDocument;
  /** Submitted values to show again (the security code never is). */
  values?: Partial<CardForm>;
  errors?: Partial<Record<CardField, string>>;
}

/** The card form: labelled fields, hints, errors tied to their fields and listed in a summary that links to them. */
export function renderCheckoutPage({ session, values = {}, errors = {} }: CheckoutPageInput): string {
  const amount = formatPence(session.amountPence);
  const field = (name: CardField, attributes: string, hint?: string) => {
    const error = errors[name];
    const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
    const value = name === 'cvc' ? '' : (values[name] ?? '');
    return `<div class="field">
<label for="${name}">${FIELD_LABEL[name]}</label>
${hint ? `<span class="hint" id="${name}-hint">${hint}</span>` : ''}
${error ? `<span class="error" id="${name}-error">${escapeHtml(error)}</span>` : ''}
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''} required>
</div>`;
  };
  const problems = FIELD_ORDER.filter((name) => errors[name]);
  const errorSummary =
    problems.length > 0
      ? `<div class="alert" role="alert" aria-labelledby="problem-title"><strong id="problem-title">Please check your card details</strong><ul>${problems
          .map((name) => `<li><a href="#${name}">${escapeHtml(errors[name] ?? '')}</a></li>`)
          .join('')}</ul></div>`
      : '';
  return layout(
    `Pay ${amount}`,
    `${summary(session)}
<section class="panel" aria-labelledby="pay-title">
<h1 id="pay-title">Pay ${amount} by card</h1>
<p class="muted lead">We accept major credit and debit cards.</p>
<form method="post" action="" novalidate>
${errorSummary}
${field('name', 'type="text" autocomplete="cc-name" spellcheck="false"')}
${field('card_number', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"', 'The long number on the front of your card')}
<div class="pair">
${field('expiry', 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"', 'For example, 04/29')}
${field('cvc', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', 'The last 3 digits on the back')}
</div>
<button class="pay" type="submit">Pay ${amount}</button>
<a class="cancel" href="${escapeHtml(session.cancelUrl)}">Cancel and return to your order</a>
</form>
</section>`,
  );
}

/** A session that can no longer be paid: paid already, declined, or expired. */
export function renderClosedPage(session: LocalSessionDocument): string {
  if (session.status === 'complete' && session.paymentStatus === 'paid') {
    return layout(
      'Payment complete',
      `<section class="panel notice"><h1>This order is paid</h1><p>We have your payment of ${formatPence(session.amountPence)}. There is nothing more to pay here.</p><a class="button" href="${escapeHtml(session.successUrl)}">See your order confirmation</a></section>`,
    );
  }
  if (session.status === 'complete') {
    return layout(
      'Card declined',
      `<section class="panel notice"><h1>Your card was declined</h1><p>No money has been taken. You can go back to your order and try again with another card.</p><a class="button" href="${escapeHtml(session.cancelUrl)}">Return to your order</a></section>`,
    );
  }
  return layout(
    'Checkout expired',
    `<section class="panel notice"><h1>This checkout has expired</h1><p>For your security, a checkout page stays open for a limited time. No money has been taken. Go back to your order to start a new payment.</p><a class="button" href="${escapeHtml(session.cancelUrl)}">Return to your order</a></section>`,
  );
}

export function renderNotFoundPage(): string {
  return layout(
    'Checkout not found',
    `<section class="panel notice"><h1>We cannot find this checkout</h1><p>The link may be mistyped or out of date. No money has been taken. Please start again from your order.</p></section>`,
  );
}
