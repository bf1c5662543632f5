import type { Page } from 'playwright-core';
import type { Meal, Order } from '@mealbox/contracts';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, SMALL_PHONE, horizontalOverflow, openPage, screenshot } from './support/browser';
import {
  newTestUser,
  putTokens,
  registerThroughApi,
  tokensThroughApi,
  type TokenPair,
} from './support/identity';
import { placeOrderThroughApi } from './support/ordering';
import { mealsOnEveryMenuAhead } from './support/site';
import { E2E_ADMIN } from './support/stack';
import { PUBLIC_PAGES } from './support/public-pages';
import { SIX_STANDARD } from './support/stored-plan';

/**
 * A walk of every page a visitor, a customer and staff reach, on the narrowest phone we design for and on a laptop:
 * no page may scroll sideways, and none may log an error to the console or throw. Each walk collects every
 * problem before it fails, so one run lists them all.
 */
const site = useSiteInBrowser();
const url = (path: string) => `${site.stack.baseUrl}${path}`;

const WIDTHS = [SMALL_PHONE, DESKTOP] as const;

/** The public pages, and the visitor's other ways in: password reset, the error page, the staff sign-in. */
const VISITOR_PAGES = [...PUBLIC_PAGES, '/forgot-password', '/error', '/manage'];

let meals: Meal[];
let customer: TokenPair;
let order: Order;

beforeAll(async () => {
  meals = await mealsOnEveryMenuAhead(site.stack.baseUrl);
  const user = newTestUser('walker');
  await registerThroughApi(site.stack.baseUrl, user);
  customer = await tokensThroughApi(site.stack.baseUrl, user);
  order = await placeOrderThroughApi(site.stack.baseUrl, customer, {
    meal_size: 'S',
    number_of_meals: 6,
    items: [
      { meal_id: meals[0]!.id, quantity: 4 },
      { meal_id: meals[1]!.id, quantity: 2 },
    ],
  });
}, 60_000);

/** Waits until the page has drawn its heading and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.waitForTimeout(250); // late pictures and fonts: what would widen the page has arrived
}

/**
 * Opens each path at each width, signed in with `tokens` (or as a visitor), and lists what is wrong: a page wider
 * than the window, a console error, an uncaught exception.
 */
async function walk(
  paths: readonly string[],
  tokens: TokenPair | null,
  prepare?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of WIDTHS) {
    const { page, context, pageErrors, consoleErrors } = await openPage(site.browser, viewport);
    await page.goto(url('/meals'));
    if (tokens) await putTokens(page, tokens);
    await prepare?.(page);
    consoleErrors.length = 0;
    for (const path of paths) {
      await page.goto(url(path));
      await settled(page);
      const where = `${path} at ${viewport.width} px`;
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) problems.push(`${where}: ${overflow} px wider than the window`);
      for (const error of consoleErrors.splice(0)) problems.push(`${where}: console error ${error}`);
      for (const error of pageErrors.splice(0)) problems.push(`${where}: ${error.message}`);
      const name =
        path
          .replace(/[0-9a-f]{24}/, 'id')
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/^-|-$/g, '') || 'home';
      if (viewport === SMALL_PHONE) await screenshot(page, `walk-${name}-375`);
    }
    await context.close();
  }
  return problems;
}

describe('a walk of the whole site at 375 px and 1280 px', () => {
  it('when a visitor opens every public page, then none scrolls sideways or logs an error', async () => {
    expect(await walk(VISITOR_PAGES, null)).toEqual([]);
  }, 180_000); // 38 page loads

  it('when a customer opens the purchase steps, their cart and account, then none scrolls sideways or logs an error', async () => {
    const storePlan = (page: Page) =>
      page.evaluate((plan) => {
        localStorage.setItem('mealbox:plan', JSON.stringify({ version: 1, plan }));
      }, SIX_STANDARD);
    const paths = ['/join-now/meals/', '/existing-details', `/cart/${order.id}`, '/account'];
    expect(await walk(paths, customer, storePlan)).toEqual([]);
  });

  it('when staff open every /manage* screen, then none scrolls sideways or logs an error', async () => {
    const staff = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
    const paths = [
      '/manage-dashboard',
      '/manage-orders',
      `/manage-orders/${order.id}`,
      '/manage-deliveries',
      '/manage-configuration',
      '/manage-meals',
      '/manage-add-ons',
      '/manage-users',
      '/manage-messages',
    ];
    expect(await walk(paths, staff)).toEqual([]);
  });
});
