import type { Page, Route } from 'playwright-core';
import type { Configuration, MealPlanPricingRow } from '@mealbox/contracts';
import { useSiteInBrowser } from './support/site-in-browser';
import { PHONE, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { gbp as pounds, pricingRows as livePricingRows } from './support/site';
import { tokensThroughApi } from './support/identity';
import { E2E_ADMIN } from './support/stack';
import { withoutCopyData } from './support/without-copy-data';

const site = useSiteInBrowser();

const NOT_FOUND = 'Sorry, we couldn’t find that page';

/** The three cards and the meal counts DESIGN section 9 gives them. */
const PLANS = [
  { name: 'Small', meals: 6 },
  { name: 'Medium', meals: 10 },
  { name: 'Large', meals: 15 },
] as const;

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, site.stack.baseUrl));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The live prices, asked directly of the gateway (what the page must show). */
const pricingRows = () => livePricingRows(site.stack.baseUrl);
const configuration = () => getJson<Configuration[]>('/api/configuration/');

function rowFor(rows: MealPlanPricingRow[], meals: number): MealPlanPricingRow {
  const row = rows.find((r) => r.meal_count === meals);
  if (!row) throw new Error(`no pricing row for ${meals} meals`);
  return row;
}

const card = (page: Page, name: string) =>
  page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** What one card shows: its weekly and per-meal price, as text. */
async function shownPrices(page: Page, name: string) {
  const shown = card(page, name);
  return {
    weekly: await shown.getByTestId('plan-weekly-price').textContent(),
    perMeal: await shown.getByTestId('plan-meal-price').textContent(),
    meals: await shown.getAttribute('data-meals'),
  };
}

const openPricing = async (viewport?: { width: number; height: number }) => {
  const opened = await openPage(site.browser, viewport);
  await opened.page.goto(`${site.stack.baseUrl}/pricing`);
  return opened;
};

/** Answers the browser's pricing call with `rows` (and the configuration with `delivery`) instead of the server. */
async function serve(page: Page, rows: MealPlanPricingRow[], delivery?: string): Promise<void> {
  await withoutCopyData(page);
  await page.route(/\/api\/meal-plan-pricing\/$/, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(rows) }),
  );
  if (delivery !== undefined) {
    const [config] = await configuration();
    await page.route(/\/api\/configuration\/$/, (route: Route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify([{ ...config, delivery_price: delivery }]),
      }),
    );
  }
}

describe('the pricing page (/pricing)', () => {
  it('when a customer opens /pricing, then Small, Medium and Large show the live prices of 6, 10 and 15 meals', async () => {
    const { page, context, pageErrors } = await openPricing();
    await page.getByTestId('plan-card').nth(2).waitFor();
    const rows = await pricingRows();

    expect(await page.title()).toBe('Pricing | Mealbox');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Pricing');
    for (const plan of PLANS) {
      const row = rowFor(rows, plan.meals);
      expect(await shownPrices(page, plan.name)).toEqual({
        weekly: pounds(row.base_price),
        perMeal: pounds(row.standard_price),
        meals: String(plan.meals),
      });
      await expect(
        card(page, plan.name)
          .getByRole('link', { name: `Choose ${plan.name}` })
          .getAttribute('href'),
      ).resolves.toBe(`/join-now/plans/?meals=${plan.meals}`);
    }
    // Only Medium is the Most Popular plan.
    const popular = page.getByTestId('plan-card').filter({ hasText: 'Most Popular' });
    expect(await popular.count()).toBe(1);
    expect(await popular.getAttribute('data-meals')).toBe('10');

    // Delivery is the configuration's price: 'Free' while it is 0.00.
    const [config] = await configuration();
    expect(config?.delivery_price).toBe('0.00');
    for (const plan of PLANS) await card(page, plan.name).getByText('Free delivery').waitFor();
    // Support, from the plans' perks: Small by chat and email, Medium and Large answered first.
    await card(page, 'Small').getByText('Support by chat and email').waitFor();
    expect(
      await card(page, 'Small')
        .getByText(/^Priority support/)
        .count(),
    ).toBe(0);
    for (const name of ['Medium', 'Large'] as const)
      await card(page, name).getByText('Priority support: your messages answered first').waitFor();
    // The Large plan's perk (plan-perks.ts), on its card alone.
    await card(page, 'Large').getByText('Exclusive recipes to cook at home').waitFor();
    for (const name of ['Small', 'Medium']) {
      expect(await card(page, name).getByText('Exclusive recipes').count()).toBe(0);
    }

    // The six things every plan includes, the four questions and the final call to action.
    const included = page.getByRole('region', { name: 'Included in every plan' });
    expect(await included.getByRole('listitem').count()).toBe(6);
    await included.getByRole('heading', { name: 'Free delivery' }).waitFor();
    const faq = page.getByRole('region', { name: 'Questions about plans and prices' });
    expect(await faq.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Can I skip a week, pause or cancel?',
      'Are there any hidden fees?',
      'Can I change my plan?',
      'How do I pay?',
    ]);
    await expect(page.getByRole('link', { name: 'Get Started Today' }).getAttribute('href')).resolves.toBe(
      '/join-now/plans/',
    );
    // The other plan sizes the builder offers, from the same rows.
    await page.getByText('You can also choose 8, 12 or 18 meals a week').waitFor();
    // No dollars, and nothing priced that the API did not price.
    expect(await page.getByRole('main').getByText('$').count()).toBe(0);

    await screenshot(page, 'pricing-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when staff have changed the prices, then the cards show the catalogue’s new prices, not the marketing copy', async () => {
    const rows = await pricingRows();
    const changed = rows.map((row) =>
      row.meal_count === 10
        ? { ...row, base_price: '84.50', standard_price: '8.45', large_price: '10.95', lean_price: '10.45' }
        : row.meal_count === 15
          ? { ...row, base_price: '1119.90' }
          : row,
    );
    const { page, context } = await openPage(site.browser);
    await serve(page, changed, '3.49');
    await page.goto(`${site.stack.baseUrl}/pricing`);
    await page.getByTestId('plan-card').nth(2).waitFor();

    expect(await shownPrices(page, 'Medium')).toEqual({ weekly: '£84.50', perMeal: '£8.45', meals: '10' });
    expect((await shownPrices(page, 'Large')).weekly).toBe('£1,119.90');
    await card(page, 'Medium').getByText('Large +£2.50, Lean +£2.00 a meal').waitFor();
    // A delivery fee is shown as one, and nothing claims delivery is free.
    await card(page, 'Small').getByText('Delivery £3.49 a box').waitFor();
    await page.getByRole('heading', { name: 'Delivery £3.49 a box' }).waitFor();
    expect(await page.getByRole('main').getByText('Free delivery').count()).toBe(0);
    await context.close();
  });

  it('when a plan is chosen, then the plan builder opens with its number of meals chosen; Get Started Today opens it too', async () => {
    const { page, context, pageErrors } = await openPricing();
    await card(page, 'Medium').getByRole('link', { name: 'Choose Medium' }).click();
    // The plan builder reads ?meals=10 (then tidies it out of the address) and starts with 10 meals chosen.
    await page.waitForURL((url) => url.pathname === '/join-now/plans/');
    const tenMeals = page.getByRole('radio', { name: /^10 meals/ });
    await tenMeals.waitFor({ state: 'attached' });
    expect(await tenMeals.isChecked()).toBe(true);

    await page.goto(`${site.stack.baseUrl}/pricing`);
    await page.getByRole('link', { name: 'Get Started Today' }).click();
    await page.waitForURL(`${site.stack.baseUrl}/join-now/plans/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).not.toBe(NOT_FOUND);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the prices are loading, then placeholders show and no price; when they fail, an error with Try again, never a guessed price', async () => {
    const { page, context } = await openPage(site.browser);
    let answer: 'hold' | 'fail' | 'pass' = 'hold';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await withoutCopyData(page);
    await page.route(/\/api\/meal-plan-pricing\/$/, async (route) => {
      if (answer === 'hold') await held;
      if (answer === 'pass') return route.continue();
      return route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503 }),
      });
    });
    await page.goto(`${site.stack.baseUrl}/pricing`);
    await page.getByRole('status').filter({ hasText: 'Loading prices…' }).waitFor({ state: 'attached' });
    const plans = page.getByRole('region', { name: 'Our plans' });
    expect(await plans.getByText(/£/).count()).toBe(0);
    await screenshot(page, 'pricing-loading-1280');

    answer = 'fail';
    release();
    const alert = page.getByRole('alert');
    await alert.getByText('We couldn’t load our prices').waitFor();
    expect(await page.getByTestId('plan-card').count()).toBe(0);
    expect(await plans.getByText(/£/).count()).toBe(0);
    // Nothing else on the page states a price or that delivery is free while the prices are unknown.
    expect(
      await page
        .getByRole('main')
        .getByText(/£\s?\d/)
        .count(),
    ).toBe(0);
    await screenshot(page, 'pricing-error-1280');

    answer = 'pass';
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('plan-card').nth(2).waitFor();
    const rows = await pricingRows();
    expect((await shownPrices(page, 'Small')).weekly).toBe(pounds(rowFor(rows, 6).base_price));
    await context.close();
  });

  it('when opened on a phone, then the plans stack, fit the screen and pass axe', async () => {
    const { page, context } = await openPricing(PHONE);
    await page.getByTestId('plan-card').nth(2).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const boxes = await page
      .getByTestId('plan-card')
      .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    // One column: each card below the one before, at nearly the full width.
    for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.top).toBeGreaterThan(boxes[i - 1]!.bottom);
    for (const box of boxes) expect(box.width).toBeGreaterThan(PHONE.width * 0.8);
    await screenshot(page, 'pricing-390', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await context.close();
  });
});

/** Any way of saying delivery costs nothing: 'Free delivery', 'Free UK delivery', 'delivery is free', 'deliver free'. */
const FREE_DELIVERY_CLAIM = /free\s+(?:uk\s+)?delivery|delivery\s+is\s+free|deliver\s+free/gi;

/** The public pages that speak of delivery, and what each says instead once staff set a fee of £3.49. */
const PAGES_STATING_DELIVERY = [
  { path: '/', states: 'Delivery £3.49 a box' },
  { path: '/pricing', states: 'Delivery £3.49 a box' },
  { path: '/faq', states: /Delivery costs £3\.49 a box across the areas we deliver to/ },
  { path: '/delivery', states: 'Delivery costs £3.49 a box.' },
  { path: '/meals', states: 'Delivery £3.49 a box across most of the UK.' },
  { path: '/how-it-works', states: 'Delivery £3.49 a box' },
  { path: '/about-us', states: /we deliver across most of the UK/ },
  { path: '/login', states: 'Delivery £3.49 a box across most of the UK' },
] as const;

describe('the delivery price staff set, on every public page', () => {
  /** Staff's PATCH of the delivery price, as the admin area sends it. */
  async function setDeliveryPrice(price: string): Promise<void> {
    const { access } = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
    const response = await fetch(new URL('/api/configuration/update_delivery_price/', site.stack.baseUrl), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${access}` },
      body: JSON.stringify({ delivery_price: price }),
    });
    if (!response.ok) throw new Error(`setting the delivery price answered ${response.status}`);
  }

  // The other tests of this file expect the seeded free delivery.
  afterEach(() => setDeliveryPrice('0.00'));

  it('when staff set a delivery fee, then no public page says delivery is free, and each states the fee instead', async () => {
    await setDeliveryPrice('3.49');
    await expect(configuration()).resolves.toEqual([expect.objectContaining({ delivery_price: '3.49' })]);
    const { page, context, pageErrors } = await openPage(site.browser);
    const claims: string[] = [];
    for (const { path, states } of PAGES_STATING_DELIVERY) {
      await page.goto(`${site.stack.baseUrl}${path}`);
      // Every page's footer states the live fee once it is in; the page itself states it too.
      await page.getByRole('contentinfo').getByText('Delivery £3.49 a box across most of the UK').waitFor();
      await page.getByRole('main').getByText(states).first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      // All the words in the page, closed FAQ answers included.
      const words = await page.evaluate(() => document.body.textContent ?? '');
      for (const claim of words.match(FREE_DELIVERY_CLAIM) ?? []) claims.push(`${path}: '${claim}'`);
      if (path === '/') await screenshot(page, 'home-delivery-fee-1280', { fullPage: true });
    }
    expect(claims).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
