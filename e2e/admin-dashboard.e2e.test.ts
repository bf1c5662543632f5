import type { Page } from 'playwright-core';
import type { DashboardFigures, Meal } from '@mealbox/contracts';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, PHONE, openPage, screenshot, horizontalOverflow } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/stack';
import {
  newTestUser,
  putTokens,
  registerThroughApi,
  signInAtManage,
  tokensThroughApi,
} from './support/identity';
import { placeOrderThroughApi } from './support/ordering';
import { mealsOnEveryMenuAhead } from './support/site';

const site = useSiteInBrowser();
const url = (path: string) => `${site.stack.baseUrl}${path}`;

async function adminToken(): Promise<string> {
  return (await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN)).access;
}

/** The dashboard's figures straight from the API, as the screen asks for them. */
async function figures(token: string, period = 'last_30_days'): Promise<DashboardFigures> {
  const response = await fetch(url(`/api/analytics/dashboard?period=${period}`), {
    headers: { Authorization: `JWT ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as DashboardFigures;
}

const figureValue = (page: Page, name: string) =>
  page.getByTestId(`figure-${name}`).locator('p').nth(1).innerText();

/** Waits until the figures have answered (nothing dimmed as loading). */
async function settled(page: Page): Promise<void> {
  await page.getByRole('list', { name: 'Figures for the period' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

let meals: Meal[];
beforeAll(async () => {
  meals = await mealsOnEveryMenuAhead(site.stack.baseUrl);
});

describe('the staff dashboard at /manage-dashboard', () => {
  it('when staff sign in, then they land on the dashboard, and orders paid meanwhile show after a reload', async () => {
    const { page, context, pageErrors } = await openPage(site.browser, DESKTOP);
    await page.goto(url('/manage'));
    await signInAtManage(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL(url('/manage-dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.title()).toBe('Dashboard · Admin | Mealbox');
    // Dashboard is the sidebar's first screen.
    const links = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
    expect(await links.first().innerText()).toContain('Dashboard');
    await settled(page);

    const token = await adminToken();
    const before = await figures(token);
    expect(await figureValue(page, 'orders')).toBe(before.orders.toLocaleString('en-GB'));

    // A customer places two orders of a favourite meal and both are paid (staff's Mark as Paid).
    const customer = newTestUser('dash');
    await registerThroughApi(site.stack.baseUrl, customer);
    const tokens = await tokensThroughApi(site.stack.baseUrl, customer);
    const favourite = meals[3] as Meal;
    const plan = {
      meal_size: 'S' as const,
      number_of_meals: 10,
      items: [{ meal_id: favourite.id, quantity: 10 }],
    };
    for (let i = 0; i < 2; i++) {
      const order = await placeOrderThroughApi(site.stack.baseUrl, tokens, plan);
      const paid = await fetch(url(`/api/orders/${order.id}/`), {
        method: 'PATCH',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ payment_status: 'completed' }),
      });
      expect(paid.status).toBe(200);
    }
    // The figures follow the orders' events within moments.
    let after = before;
    const deadline = Date.now() + 15_000;
    while (after.paid_orders < before.paid_orders + 2) {
      if (Date.now() > deadline) throw new Error('the dashboard never counted the paid orders');
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await figures(token);
    }
    expect(after.orders).toBe(before.orders + 2);
    expect(Number(after.revenue)).toBeGreaterThan(Number(before.revenue));

    await page.reload();
    await settled(page);
    expect(await figureValue(page, 'orders')).toBe(after.orders.toLocaleString('en-GB'));
    expect(await figureValue(page, 'revenue')).toBe(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(Number(after.revenue)),
    );
    const topMeals = page.getByRole('region', { name: 'Top meals' });
    await topMeals.getByText(favourite.name).waitFor();
    await screenshot(page, 'admin-dashboard-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    // The chart's figures are also a table; a longer period is kept in the URL.
    await page.getByRole('button', { name: '12 months' }).click();
    await page.waitForURL(url('/manage-dashboard?period=last_12_months'));
    await settled(page);
    await page.getByText('Show the figures as a table').click();
    const table = page.getByRole('table', { name: 'Orders received and served per month' });
    expect(await table.locator('tbody tr').count()).toBe(12);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a custom period is chosen, then the figures wait for both days, and a period with no orders says so', async () => {
    const { page, context } = await openPage(site.browser, DESKTOP);
    await page.goto(url('/manage'));
    await putTokens(page, await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN));
    await page.goto(url('/manage-dashboard?period=custom'));
    await page.getByText('Choose both days of the custom period').waitFor();
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('to', { exact: true }).fill('2020-01-31');
    await page.waitForURL(url('/manage-dashboard?period=custom&start_date=2020-01-01&end_date=2020-01-31'));
    await settled(page);
    await page.getByRole('heading', { name: 'No orders in this period' }).waitFor();
    expect(await figureValue(page, 'revenue')).toBe('£0.00');
    await context.close();
  });

  it('when the dashboard is opened on a phone, then everything fits the width', async () => {
    const { page, context } = await openPage(site.browser, PHONE);
    await page.goto(url('/manage'));
    await putTokens(page, await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN));
    await page.goto(url('/manage-dashboard'));
    await settled(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-dashboard-390', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await context.close();
  });
});
