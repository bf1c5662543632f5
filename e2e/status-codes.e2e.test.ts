import { DESKTOP } from './support/browser';
import { useSiteInBrowser } from './support/site-in-browser';

// Tests the prerendered copies of every public page.
const site = useSiteInBrowser({ prerender: 'all' });

const url = (path: string) => new URL(path, site.stack.baseUrl).href;

const NOT_FOUND = 'Sorry, we couldn’t find that page';

/** Addresses that are no page of the site: a search engine must not keep them as pages. */
const UNKNOWN_PATHS = [
  '/no-such-page',
  '/meals/nonexistent-meal',
  '/manage-orders/x/y/z',
  '/cart',
  '/contact/us',
];

describe('the status an address answers with', () => {
  it.each(UNKNOWN_PATHS)(
    'when %s is opened, then it answers 404 with the not-found page, in its HTML and once the app has taken over',
    async (path) => {
      // Scripts off: what a search engine's first look gets.
      const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
      const page = await context.newPage();
      const response = await page.goto(url(path));
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(NOT_FOUND);
      await context.close();

      // Scripts on: the app takes over and shows the same page, its links working.
      const live = await site.browser.newContext({ viewport: DESKTOP });
      const livePage = await live.newPage();
      await livePage.goto(url(`${path}?from=advert`));
      await livePage.keyboard.press('Shift');
      await livePage.waitForFunction(
        () => !document.getElementById('root')?.hasAttribute('data-prerendered'),
      );
      await livePage.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor();
      await livePage.getByRole('link', { name: 'Browse the menu' }).click();
      await livePage.waitForURL(/\/meals$/);
      await live.close();
    },
  );

  it.each([
    '/',
    '/meals',
    '/meals/',
    '/contact',
    '/join-now/plans/',
    '/cart/64f1c2a1b2c3d4e5f6071829',
    '/manage-orders/abc',
  ])('when the page %s is opened, then it answers 200', async (path) => {
    const response = await fetch(url(path));
    await response.text();
    expect(response.status).toBe(200);
  });

  it('when an old address is opened, then it answers a permanent redirect to its page, keeping the query', async () => {
    const response = await fetch(url('/about?ref=footer'), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about-us?ref=footer');
  });

  it('when a file of the site or an API address is missing, then it answers 404 as before', async () => {
    expect((await fetch(url('/api/no-such-thing/'))).status).toBe(404);
    expect((await fetch(url('/mfe/storefront/no-such-file.js'))).status).toBe(404);
  });

  it.each(['/contact', '/login'])(
    'when %s is opened for the first time, then it comes prerendered',
    async (path) => {
      const html = await (await fetch(url(path))).text();
      expect(html).toMatch(/<div id="root" data-prerendered/);
    },
  );
});
