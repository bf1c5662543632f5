import { PRERENDERED_ATTRIBUTE } from '@mealbox/contracts/prerender';
import { AFTER_PAINT_SCRIPT_PATH } from './after-paint-script';
import type { PageCapture } from './page-capture';

/**
 * The HTML document a visitor gets for a prerendered page: the shell's own index.html (its script, favicon and
 * meta tags), with the page's content already inside #root and its stylesheets linked. Before the first paint the
 * browser fetches only what that paint needs: the stylesheets and the hero picture. On a phone's link every other
 * byte in flight then (the scripts, the fonts) slowed the stylesheets, and the paint with them, by about half a
 * second. The scripts are named on the after-paint script, which preloads them all at once after the first paint
 * and then starts the shell's entry (after-paint-script.ts), so nothing waits for the file before it to run. The
 * fonts are not preloaded: the stylesheet asks for them when it lays the text out, and with `font-display:
 * optional` a font that misses the first paint waits for the next page (docs/first-visit.md has the trade-off).
 */
export function snapshotDocument(shellIndexHtml: string, page: PageCapture): string {
  const head = [
    ...(page.heroImage
      ? [`<link rel="preload" as="image" href="${attr(page.heroImage)}" fetchpriority="high">`]
      : []),
    ...page.stylesheets.map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
  ].join('');
  // Only the shell's own scripts: a remote's are fetched by the federation runtime, which tries them again after
  // an outage, whereas a preload that failed while the remote was down would stand in for them until a reload.
  const shellScripts = page.scripts.filter((href) => !href.startsWith('/mfe/'));

  // Replacements are functions so that a '$' in the page's text is never read as a replacement pattern.
  let html = shellIndexHtml.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${text(page.title)}</title>`);
  const { description } = page;
  if (description !== undefined) {
    html = html.replace(
      /<meta name="?description"? content=("[^"]*"|[^\s>]+)>/,
      () => `<meta name="description" content="${attr(description)}">`,
    );
  }
  const entry = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/;
  const entryPath = entry.exec(html)?.[1];
  if (!entryPath) throw new Error('the shell index.html has no deferred entry script');
  html = html.replace(
    entry,
    () =>
      `<script defer src="${AFTER_PAINT_SCRIPT_PATH}" data-main="${attr(entryPath)}" ` +
      `data-preload="${attr(shellScripts.join(' '))}"></script>`,
  );
  html = html.replace('</head>', () => `${head}</head>`);
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(html)) throw new Error('the shell index.html has no empty #root element');
  return html.replace(root, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.rootHtml}</div>`);
}

const attr = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const text = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
