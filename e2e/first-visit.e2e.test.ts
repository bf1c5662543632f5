import type { Page } from 'playwright-core';
import { PUBLIC_PAGES } from '../services/gateway/src/prerender/public-pages';
import { DESKTOP, PHONE, openPage } from './support/browser';
import { E2E_ADMIN } from './support/stack';
import { storeTokensBeforeLoad, tokensThroughApi } from './support/identity';
import { holdScripts } from './support/held-scripts';
import { useSiteInBrowser } from './support/site-in-browser';

// Tests the prerendered copies of every public page.
const site = useSiteInBrowser({ prerender: 'all' });

const url = (path: string) => new URL(path, site.stack.baseUrl).href;

/** Resolves once the app, already started, has taken over from the prerendered page (or there was none). */
const takenOver = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));

// Layout shifts the visitor did not cause, summed from the page's first moment.
const LAYOUT_SHIFT_OBSERVER = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

describe('a first visit to a public page', () => {
  it.each(PUBLIC_PAGES)(
    'when %s is opened with scripts turned off, then its HTML alone shows the page with the same main heading',
    async (path) => {
      const withScripts = await openPage(site.browser);
      await withScripts.page.goto(url(path));
      await takenOver(withScripts.page);
      const heading = await withScripts.page.getByRole('heading', { level: 1 }).textContent();
      await withScripts.context.close();

      const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
      const page = await context.newPage();
      const response = await page.goto(url(path));
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      // The shell's frame is there too: the site's header and footer.
      await expect(page.getByRole('banner').count()).resolves.toBe(1);
      await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
      await context.close();
    },
  );

  it('when the page and its files are fetched, then text comes Brotli or gzip compressed and hashed files are immutable', async () => {
    const html = await (await fetch(url('/meals'), { headers: { 'Accept-Encoding': 'br' } })).text();
    // The stylesheets are linked; the scripts are named on the app starter, which prefetches them.
    const files = [
      ...[...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+\.css)"/g)].map(
        (match) => match[1] as string,
      ),
      ...(/data-prefetch="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []),
    ];
    expect(files.some((file) => file.startsWith('/mfe/storefront/'))).toBe(true);
    expect(files.length).toBeGreaterThan(4);

    for (const encoding of ['br', 'gzip']) {
      const page = await fetch(url('/meals'), { headers: { 'Accept-Encoding': encoding } });
      expect([page.headers.get('content-encoding'), page.headers.get('cache-control')]).toEqual([
        encoding,
        'no-cache',
      ]);
      for (const file of files) {
        const plainSize = (
          await (await fetch(url(file), { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer()
        ).byteLength;
        const answer = await fetch(url(file), { headers: { 'Accept-Encoding': encoding } });
        await answer.arrayBuffer();
        expect(answer.status).toBe(200);
        // The build compresses every text file of 512 bytes and more; smaller ones have one form only.
        if (plainSize >= 512) {
          expect({
            file,
            encoding: answer.headers.get('content-encoding'),
            vary: answer.headers.get('vary'),
          }).toEqual({
            file,
            encoding,
            vary: 'Accept-Encoding',
          });
        }
        if (/\.[0-9a-f]{8}\.(css|js)$/.test(file)) {
          expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        } else {
          expect(answer.headers.get('cache-control')).toBe('no-cache');
        }
      }
    }
  });

  it('when a browser asks for the menu, then the JSON comes compressed, and a client that asks for none gets it plain', async () => {
    const compressed = await fetch(url('/api/meals/'), { headers: { 'Accept-Encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(((await compressed.json()) as unknown[]).length).toBeGreaterThan(10);
    const plain = await fetch(url('/api/meals/'), { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as unknown[]).length).toBeGreaterThan(10);
  });

  it.each([
    ['/', PHONE],
    ['/meals', PHONE],
    ['/', DESKTOP],
    ['/meals', DESKTOP],
  ])(
    'when %s loads at %j, then nothing on it shifts (CLS <= 0.02), no console error, nothing of checkout or admin loads',
    async (path, viewport) => {
      const { page, context, pageErrors, consoleErrors } = await openPage(site.browser, viewport);
      const otherApps: string[] = [];
      page.on('request', (request) => {
        if (/\/mfe\/(checkout|admin)\//.test(request.url())) otherApps.push(request.url());
      });
      await page.addInitScript(LAYOUT_SHIFT_OBSERVER);
      await page.goto(url(path));
      await takenOver(page);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
      expect(shift).toBeLessThanOrEqual(0.02);
      expect(otherApps).toEqual([]);
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it('when a first-time visitor opens a public page and does nothing, then the page is whole before any script runs and the app takes over once it has loaded', async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(site.browser, PHONE);
    const fetched: string[] = [];
    page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
    // Scripts held: the prerendered page alone, as the visitor first sees it.
    const releaseScripts = await holdScripts(page, /\.js(\?|$)/);
    // 'commit': a test of the prerendered page itself (openPage's goto would otherwise start the app).
    await page.goto(url('/meals'), { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(
      page.evaluate(() => document.getElementById('root')?.hasAttribute('data-prerendered')),
    ).resolves.toBe(true);
    const named = await page.evaluate(() =>
      (document.querySelector('script[data-prefetch]')?.getAttribute('data-prefetch') ?? '').split(' '),
    );
    expect(named.length).toBeGreaterThan(2);
    releaseScripts();

    // Without a touch or a key, the app starts once the page has painted and takes over; the remotes' scripts the
    // starter names were all fetched.
    await takenOver(page);
    expect(fetched).toEqual(expect.arrayContaining(named.map((href) => new URL(href, url('/')).pathname)));
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    // The app linked the whole stylesheets, but not the font faces the page inlined whole: declared twice, a font
    // that missed the first paint would be swapped in under the visitor.
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    );
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((href) => /\/fonts\.[0-9a-f]+\.css$/.test(href))).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('when a first-time visitor opens the menu, then the app takes over with the data the copy shows, asking the API for none of it again', async () => {
    const { page, context, pageErrors } = await openPage(site.browser, PHONE);
    const apiReads: string[] = [];
    page.on('request', (request) => {
      const address = new URL(request.url());
      if (address.pathname.startsWith('/api/') && !address.pathname.endsWith('/image'))
        apiReads.push(address.pathname + address.search);
    });
    const answersFetched: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/_prerender/answers/'))
        answersFetched.push(response.status());
    });
    await page.goto(url('/meals'), { waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-prerendered'));
    await takenOver(page);
    expect(answersFetched).toEqual([200]);
    expect(apiReads.filter((read) => read.startsWith('/api/meals/'))).toEqual([]);
    // The app's menu is the copy's: the same meals.
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.locator('article').count()).resolves.toBeGreaterThan(3);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a signed-in visitor opens a public page, then the app starts without a touch and shows their session', async () => {
    const { page, context } = await openPage(site.browser, DESKTOP);
    const tokens = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
    await storeTokensBeforeLoad(page, tokens);
    await page.goto(url('/how-it-works'), { waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-prerendered'));
    await takenOver(page);
    await expect(page.getByRole('button', { name: 'Sign out' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('when a visitor taps a choice before the app has taken over, then the app makes that choice', async () => {
    const { page, context, pageErrors } = await openPage(site.browser, PHONE);
    // The storefront's scripts are late, so the app cannot take over from the prerendered page until they are let
    // through.
    const releaseStorefront = await holdScripts(page);
    await page.goto(url('/join-now/plans/'), { waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-prerendered'));
    await page.getByRole('radio', { name: /Vegan Only/ }).check();
    // The shell has started (on the tap, or on load), and now waits for the storefront's scripts.
    await page.waitForFunction(() => document.querySelectorAll('script[src*="main"]').length > 0);
    releaseStorefront();
    await takenOver(page);
    await expect(page.getByRole('radio', { name: /Vegan Only/ }).isChecked()).resolves.toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a visitor types into the contact form before the app has taken over, then the app’s form holds what they typed and nothing was sent', async () => {
    const { page, context, pageErrors } = await openPage(site.browser, PHONE);
    // As above: the app cannot take over until the storefront's scripts are let through.
    const releaseStorefront = await holdScripts(page);
    await page.goto(url('/contact'), { waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-prerendered'));
    const name = page.getByRole('textbox', { name: 'Name' });
    const message = page.getByRole('textbox', { name: 'Message' });
    const subject = page.getByRole('combobox', { name: 'Subject' });
    await name.click();
    await name.pressSequentially('Ada Lovelace');
    await message.click();
    await message.pressSequentially('Where is my box?');
    const chosen = (await subject.locator('option').nth(1).getAttribute('value')) ?? '';
    await subject.selectOption(chosen);
    await name.press('Enter');
    releaseStorefront();
    await takenOver(page);
    await expect(name.inputValue()).resolves.toBe('Ada Lovelace');
    await expect(message.inputValue()).resolves.toBe('Where is my box?');
    await expect(subject.inputValue()).resolves.toBe(chosen);
    // The copy's form never submitted itself (its fields would be in the address).
    expect(new URL(page.url()).search).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when staff change the delivery price, then no page served after the change shows the old one', async () => {
    const setDeliveryPrice = async (price: string) => {
      const { access } = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
      const response = await fetch(url('/api/configuration/update_delivery_price/'), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${access}` },
        body: JSON.stringify({ delivery_price: price }),
      });
      expect(response.status).toBe(200);
    };
    const pricingHtml = async () => (await fetch(url('/pricing'))).text();
    const answersOf = (html: string) => /data-answers="([^"]+)"/.exec(html)?.[1];
    try {
      const oldAnswers = answersOf(await pricingHtml());
      expect(oldAnswers).toBeDefined();
      await setDeliveryPrice('4.25');
      // At once: the old page is gone (the plain shell, or already the new render); soon: the new render. The
      // data the old page was made from is gone with it: an app started from an old copy asks the API.
      expect(await pricingHtml()).not.toMatch(/Free delivery|Delivery £0\.00/i);
      expect((await fetch(url(oldAnswers ?? '/'))).status).toBe(404);
      const deadline = Date.now() + 30_000;
      let html = await pricingHtml();
      while (!html.includes('data-prerendered') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        html = await pricingHtml();
      }
      expect(html).toContain('data-prerendered');
      expect(html).toContain('£4.25');
    } finally {
      await setDeliveryPrice('0.00');
    }
  });
});
