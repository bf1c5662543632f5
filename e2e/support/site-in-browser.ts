import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startStack } from './stack';
import type { Stack } from './stack';

export interface SiteInBrowser {
  readonly stack: Stack;
  readonly browser: Browser;
}

/**
 * Starts the composed site and one Chromium for the test file that calls it (in its top-level scope), and
 * stops both after the file's last test. The fields are filled in by the time the first test runs.
 */
export function useSiteInBrowser(): SiteInBrowser {
  const site = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    site.stack = await startStack();
    site.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await site.browser?.close();
    await site.stack?.close();
  });
  return site;
}
