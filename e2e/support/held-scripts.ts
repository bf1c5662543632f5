import type { Page } from 'playwright-core';

/** The storefront remote's scripts: while they are held, the app cannot take over from a prerendered page. */
export const STOREFRONT_SCRIPTS = /\/mfe\/storefront\/.*\.js(\?|$)/;

/**
 * Holds the page's requests for the scripts matching `pattern` (not stylesheets, which the page needs to show)
 * until the returned release is called, so that a test can act on a prerendered page while the app is certainly
 * still starting.
 */
export async function holdScripts(page: Page, pattern: RegExp = STOREFRONT_SCRIPTS): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
