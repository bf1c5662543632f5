import { PRERENDERED_ATTRIBUTE } from '@mealbox/contracts/prerender';
import { AFTER_PAINT_SCRIPT_PATH } from './after-paint-script';
import type { PageCapture } from './page-capture';

/**
 * The HTML document a visitor gets for a prerendered page: the shell's own index.html (its script, favicon and
 * meta tags), with the page's content already inside #root, its stylesheets linked, and everything else it will
 * need named up front, so the browser fetches it all at once instead of learning of each file from the last:
 * the hero picture first, then the fonts, then the scripts at low priority (the page is readable without them).
 * The shell's entry script starts after the first paint (after-paint-script.ts).
 */
export function snapshotDocument(shellIndexHtml: string, page: PageCapture): string {
  const head = [
    ...(page.heroImage
      ? [`<link rel="preload" as="image" href="${attr(page.heroImage)}" fetchpriority="high">`]
      : []),
    ...page.stylesheets.map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    ...page.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" href="${attr(href)}" crossorigin>`,
    ),
    // Only the shell's own scripts: a remote's are fetched by the federation runtime, which tries them again after
    // an outage, whereas a preload that failed while the remote was down would stand in for them until a reload.
    ...page.scripts
      .filter((href) => !href.startsWith('/mfe/'))
      .map((href) => `<link rel="preload" as="script" href="${attr(href)}" fetchpriority="low">`),
  ].join('');

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
      `<link rel="preload" as="script" href="${attr(entryPath)}">` +
      `<script defer src="${AFTER_PAINT_SCRIPT_PATH}" data-main="${attr(entryPath)}"></script>`,
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
