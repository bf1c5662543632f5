import { escapeHtml } from '../mail/format';

// The site's look (as the mails), so the page opened from a mail reads as Mealbox's.
const STYLE =
  "body{margin:0;background:#f1f7f3;font:16px/1.5 'DM Sans','Helvetica Neue',Arial,sans-serif;color:#1d2a24}" +
  'main{max-width:560px;margin:48px auto;padding:32px;background:#fff;border-radius:16px}' +
  'h1{font:600 26px/1.25 Fraunces,Georgia,serif;color:#0e3a2b;margin:0 0 16px}' +
  'button{background:#17604a;color:#fff;border:0;border-radius:999px;padding:14px 24px;font:600 16px/1 inherit;cursor:pointer}' +
  'a{color:#17604a}';

/** A small page of the unsubscribe flow: a heading, words, and perhaps a form that posts back to the same link. */
export function unsubscribePage(
  siteUrl: string,
  page: { title: string; text: string; button?: { label: string; action: string } },
): string {
  const form = page.button
    ? `<form method="post" action="${escapeHtml(page.button.action)}"><button type="submit">${escapeHtml(page.button.label)}</button></form>`
    : '';
  return `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.title)} | Mealbox</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p>${form}<p><a href="${escapeHtml(siteUrl)}/account#email-preferences">Your account</a></p></main></body></html>`;
}
