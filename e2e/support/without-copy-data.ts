import type { Page } from 'playwright-core';

/**
 * For a test that stands in for the public API on a prerendered page (an answer changed, slow or failing): the
 * copy's own data file answers 404, as the gateway makes it once anything changes, so the app asks the API, where
 * the test's stand-in answers. Without this the app starts from the answers the copy was made from
 * (services/gateway/src/prerender/prerendered-answers.ts) and never asks.
 */
export async function withoutCopyData(page: Page): Promise<void> {
  await page.route(/\/_prerender\/answers\//, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404 }),
    }),
  );
}
