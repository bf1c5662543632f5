import type { Browser } from 'playwright-core';
import { launchBrowser, takeCspViolations } from './browser';
import { startStack } from './stack';
import type { Stack, StackOptions } from './stack';

export interface SiteInBrowser {
  readonly stack: Stack;
  readonly browser: Browser;
}

/** Rendering every public page takes minutes on a loaded machine; the landing pages alone take seconds. */
const startTimeoutMs = (options: StackOptions) => (options.prerender === 'all' ? 300_000 : 120_000);

/**
 * Starts the composed site and one Chromium for the test file that calls it (in its top-level scope), and
 * stops both after the file's last test. After each test, no page it opened may have reported a CSP violation. The fields are filled in by the time the first test runs.
 */
export function useSiteInBrowser(options: StackOptions = {}): SiteInBrowser {
  const site = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    site.stack = await startStack(options);
    site.browser = await launchBrowser();
  }, startTimeoutMs(options));
  // No page of the site may meet its own Content-Security-Policy: every test's pages are checked.
  afterEach(() => {
    expect(takeCspViolations()).toEqual([]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.stack?.close();
  });
  return site;
}
