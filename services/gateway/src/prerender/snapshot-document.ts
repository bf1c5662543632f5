import { PRERENDERED_ATTRIBUTE } from '@mealbox/contracts/prerender';
import { APP_STARTER_SCRIPT_PATH } from './app-starter-script';
import type { PageCapture } from './page-capture';

/**
 * The HTML document a visitor gets for a prerendered page: the shell's own index.html (its script, favicon and
 * meta tags), with the page's content already inside #root and the CSS it uses inlined (critical-css.ts). Before
 * the first paint the browser fetches only the hero picture: on a phone's link every other byte in flight then (the
 * scripts, the fonts) put the paint back by about half a second. The scripts and stylesheets are named on the app
 * starter, which prefetches them and starts the shell's entry once the page has painted and the browser is idle
 * (app-starter-script.ts has why and the trade-off). The fonts are not preloaded: the CSS asks for them when it
 * lays the text out, and with `font-display: optional` a font that misses the first paint waits for the next page
 * (docs/first-visit.md has the trade-off).
 */
export function snapshotDocument(
  shellIndexHtml: string,
  page: PageCapture,
  answersPath: string | undefined = undefined,
): string {
  // The page's own rules inline (no round trip, a fraction of the work). A stylesheet used whole is marked as its
  // file, so the app does not load it again; the others are prefetched with the scripts, and the app's chunks link
  // them as they load, as on any page the shell draws itself. Without any (a capture that read none), the
  // stylesheets are linked.
  const inlined = page.inlineStylesheets.filter((sheet) => sheet.css.trim() !== '');
  const head = [
    ...(page.heroImage
      ? [`<link rel="preload" as="image" href="${attr(page.heroImage)}" fetchpriority="high">`]
      : []),
    ...(inlined.length > 0
      ? inlined.map(
          (sheet) =>
            `<style${sheet.whole ? ` data-href="${attr(sheet.href)}"` : ''}>${styleText(sheet.css)}</style>`,
        )
      : page.stylesheets.map((href) => `<link rel="stylesheet" href="${attr(href)}">`)),
  ].join('');
  const inlinedWhole = new Set(inlined.filter((sheet) => sheet.whole).map((sheet) => sheet.href));
  const toPrefetch = [
    ...(inlined.length > 0 ? page.stylesheets.filter((href) => !inlinedWhole.has(href)) : []),
    ...page.scripts,
  ];
  // Only the shell's own scripts are preloaded: a remote's are run by the federation runtime, which tries them again
  // after an outage, whereas a preload that failed while the remote was down would stand in for them until a
  // reload. A prefetch that failed is not kept, so every script is prefetched.
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
      `<script defer src="${APP_STARTER_SCRIPT_PATH}" data-main="${attr(entryPath)}" ` +
      `data-preload="${attr(shellScripts.join(' '))}" ` +
      `data-prefetch="${attr([...toPrefetch, entryPath].join(' '))}"` +
      `${answersPath ? ` data-answers="${attr(answersPath)}"` : ''}></script>`,
  );
  html = html.replace('</head>', () => `${head}</head>`);
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(html)) throw new Error('the shell index.html has no empty #root element');
  return html.replace(root, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.rootHtml}</div>`);
}

/** CSS inside a style element: nothing in it can close the element early. */
const styleText = (css: string): string => css.replaceAll('</style', '<\\/style');
const attr = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const text = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
