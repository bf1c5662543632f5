import { escapeHtml } from './format';
import type { MailBlock, MailContent } from './mail-content';

// The site's look (packages/web-kit/src/styles/tokens.css), inline: mail clients drop stylesheets.
const FOREST_900 = '#0e3a2b';
const FOREST_700 = '#17604a';
const FOREST_50 = '#f1f7f3';
const SAFFRON_500 = '#f0a22e';
const INK = '#1d2a24';
const FONT = "'DM Sans', 'Helvetica Neue', Arial, sans-serif";
const HEADING_FONT = "Fraunces, Georgia, 'Times New Roman', serif";

function block(item: MailBlock): string {
  switch (item.type) {
    case 'paragraph':
      // pre-line: a line break someone typed (staff's answer) stays a line break; spaces still collapse.
      return `<p style="margin:0 0 16px;font:16px/1.5 ${FONT};color:${INK};white-space:pre-line">${escapeHtml(item.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font:14px/1.5 ${FONT};color:#4a5a52">${escapeHtml(item.text)}</p>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(item.url)}" style="display:inline-block;background:${FOREST_700};color:#ffffff;font:600 16px/1 ${FONT};text-decoration:none;padding:14px 24px;border-radius:999px">${escapeHtml(item.label)}</a></p>`;
    case 'list':
      return `<h2 style="margin:24px 0 8px;font:600 17px/1.3 ${FONT};color:${FOREST_900}">${escapeHtml(item.heading)}</h2><ul style="margin:0 0 16px;padding-left:20px;font:16px/1.6 ${FONT};color:${INK}">${item.items.map((text) => `<li style="white-space:pre-line">${escapeHtml(text)}</li>`).join('')}</ul>`;
    case 'table': {
      const row = ([label, value]: [string, string], strong: boolean) =>
        `<tr><td style="padding:6px 0;font:${strong ? '700 ' : ''}15px/1.4 ${FONT};color:${INK}">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:right;font:${strong ? '700 ' : ''}15px/1.4 ${FONT};color:${INK}">${escapeHtml(value)}</td></tr>`;
      const total = item.total
        ? `<tr><td colspan="2" style="border-top:2px solid ${FOREST_700};padding:0"></td></tr>${row(item.total, true)}`
        : '';
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;border-collapse:collapse">${item.rows.map((r) => row(r, false)).join('')}${total}</table>`;
    }
  }
}

/** The HTML part: a centred card under the Mealbox banner, in the site's colours and fonts. */
export function renderHtml(content: MailContent, siteUrl: string): string {
  const unsubscribe = content.unsubscribeUrl
    ? ` <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:${FOREST_700}">Stop these reminders</a>.`
    : '';
  return `<!DOCTYPE html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${FOREST_50}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${FOREST_50}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:${FOREST_900};padding:20px 32px"><a href="${escapeHtml(siteUrl)}/" style="font:700 24px/1 ${HEADING_FONT};color:#ffffff;text-decoration:none">Meal<span style="color:${SAFFRON_500}">box</span></a></td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font:600 26px/1.25 ${HEADING_FONT};color:${FOREST_900}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(block).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;background:${FOREST_50};font:13px/1.5 ${FONT};color:#4a5a52">Mealbox, fresh meals delivered across the UK. Questions? <a href="${escapeHtml(siteUrl)}/contact" style="color:${FOREST_700}">Contact us</a>.${unsubscribe}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}
