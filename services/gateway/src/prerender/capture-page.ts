/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { Browser, Page, Response } from 'playwright-core';
import { PAGE_BUSY_SELECTOR, PRERENDER_REQUEST_HEADER } from '@mealbox/contracts/prerender';
import { criticalStylesheet, type InlinedStylesheet } from './critical-css';
import type { PageCapture } from './page-capture';
import { readUsedSelectors } from './used-selectors';
import { LONDON_TIME_ZONE } from '@mealbox/contracts/london-calendar';

/** The page did not render cleanly (a failed request, an error, content still missing): it is not kept. */
export class PageNotRenderable extends Error {
  override readonly name = 'PageNotRenderable';
}

const RENDER_TIMEOUT_MS = 20_000;

// Runs in the page from its first moment: remembers which element was the largest paint.
const LARGEST_PAINT_OBSERVER = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__largestPaint = entry.element || null;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/**
 * Loads one page of the site in Chromium as a first-time visitor (no session, nothing stored), waits until nothing
 * on it is still loading, and reads what a visitor must get before any script: the content, its stylesheets, and
 * the scripts and hero picture the page went on to use. Anything that went wrong on the way (a request that
 * failed or answered an error, a script error, a remote that fell back to its outage page) refuses the capture, so a
 * broken moment is never served as the page.
 */
export interface CaptureOptions {
  /**
   * The address is no page: the gateway answers it 404 (or 200 while the deployed shell does not list its pages),
   * and the copy is the not-found page.
   */
  notFound: boolean;
}

export async function capturePage(
  browser: Browser,
  url: string,
  { notFound }: CaptureOptions = { notFound: false },
): Promise<PageCapture> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: LONDON_TIME_ZONE,
    serviceWorkers: 'block',
    extraHTTPHeaders: { [PRERENDER_REQUEST_HEADER]: '1' },
  });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    // The not-found page's own document answers 404, as it should; anything else must not answer an error.
    const isNotFoundDocument = (response: Response) =>
      notFound &&
      response.status() === 404 &&
      response.request().isNavigationRequest() &&
      response.url() === url;
    page.on('requestfailed', (request) => problems.push(`${request.url()} failed`));
    page.on('response', (response) => {
      if (response.status() >= 400 && !isNotFoundDocument(response))
        problems.push(`${response.url()} answered ${response.status()}`);
    });
    page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
    page.on('console', (message) => {
      // Chromium reports the not-found document's 404 as a console error too.
      const aboutNotFoundDocument =
        notFound && message.location().url === url && message.text().startsWith('Failed to load resource');
      if (message.type() === 'error' && !aboutNotFoundDocument)
        problems.push(`console error: ${message.text()}`);
    });
    const apiAnswers = collectApiAnswers(page, new URL(url).origin);
    await page.addInitScript(LARGEST_PAINT_OBSERVER);

    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: RENDER_TIMEOUT_MS });
    if (!response || !(response.ok() || isNotFoundDocument(response)))
      throw new PageNotRenderable(`${url} answered ${response?.status() ?? 'nothing'}`);
    await page.waitForFunction(
      (busy) => document.querySelector('#root main > *') !== null && document.querySelector(busy) === null,
      PAGE_BUSY_SELECTOR,
      { timeout: RENDER_TIMEOUT_MS },
    );
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (problems.length > 0) throw new PageNotRenderable(`${url}: ${problems.join('; ')}`);
    const capture = await page.evaluate(readPage);
    return {
      ...capture,
      inlineStylesheets: await readInlineStylesheets(page, capture.stylesheets),
      apiAnswers: await apiAnswers(),
    };
  } finally {
    await context.close();
  }
}

/**
 * Keeps the body of every public API answer the page reads (a GET with no Authorization that answered 200 with
 * JSON), by path and query as the app asks for it; call the returned function once the page is complete.
 */
function collectApiAnswers(page: Page, origin: string): () => Promise<Record<string, string>> {
  const pending: Promise<[string, string] | undefined>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const address = new URL(response.url());
    const isPublicApiRead =
      request.method() === 'GET' &&
      request.headers()['authorization'] === undefined &&
      address.origin === origin &&
      address.pathname.startsWith('/api/') &&
      response.status() === 200 &&
      /^application\/json/i.test(response.headers()['content-type'] ?? '');
    if (!isPublicApiRead) return;
    pending.push(
      response.text().then(
        (body): [string, string] => [address.pathname + address.search, body],
        () => undefined,
      ),
    );
  });
  return async () =>
    Object.fromEntries((await Promise.all(pending)).filter((answer) => answer !== undefined));
}

/** The rules of each stylesheet that the page uses (critical-css.ts), each file read as the page fetched it. */
async function readInlineStylesheets(page: Page, stylesheets: string[]): Promise<InlinedStylesheet[]> {
  const inlined: InlinedStylesheet[] = [];
  for (const href of stylesheets) {
    const source = await page.evaluate(async (path) => {
      const response = await fetch(path);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.text();
    }, href);
    inlined.push(
      await criticalStylesheet(href, source, (selectors) => page.evaluate(readUsedSelectors, selectors)),
    );
  }
  return inlined;
}

/** Runs in the page: reads the capture. Self-contained, as Playwright sends its source to the browser. */
function readPage(): Omit<PageCapture, 'inlineStylesheets' | 'apiAnswers'> {
  const sameOrigin = (href: string) => new URL(href, location.href).origin === location.origin;
  const path = (href: string) => {
    const url = new URL(href, location.href);
    return url.pathname + url.search;
  };
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const ofKind = (test: (entry: PerformanceResourceTiming) => boolean) =>
    resources.filter((entry) => sameOrigin(entry.name) && test(entry)).map((entry) => path(entry.name));

  // The hero picture is fetched early and eagerly: it is what the visitor is waiting for.
  const largest = (window as unknown as { __largestPaint?: Element | null }).__largestPaint;
  let heroImage: string | undefined;
  if (largest instanceof HTMLImageElement && largest.currentSrc && sameOrigin(largest.currentSrc)) {
    heroImage = path(largest.currentSrc);
    largest.setAttribute('fetchpriority', 'high');
    largest.removeAttribute('loading');
  }
  const root = document.getElementById('root');
  return {
    rootHtml: root?.innerHTML ?? '',
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined,
    stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((link) => link.href)
      .filter(sameOrigin)
      .map(path),
    scripts: ofKind((entry) => entry.initiatorType === 'script' && !/\/main\.js(\?|$)/.test(entry.name)),
    heroImage,
  };
}
