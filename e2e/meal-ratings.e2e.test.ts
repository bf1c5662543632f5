import type { Locator, Page } from 'playwright-core';
import type { Meal, Order } from '@mealbox/contracts';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { newTestUser, putTokens, registerThroughApi, tokensThroughApi } from './support/identity';
import type { TokenPair } from './support/identity';
import { deliverOrderThroughApi, placeOrderThroughApi } from './support/ordering';
import { mealsOnEveryMenuAhead, waitForMenu } from './support/site';
import { E2E_ADMIN } from './support/stack';

const site = useSiteInBrowser();

const url = (path: string) => `${site.stack.baseUrl}${path}`;

/** A page holding `tokens` (as a sign-in stores them), opened at `path`. */
async function openWith(tokens: TokenPair, path: string) {
  const opened = await openPage(site.browser, DESKTOP);
  await opened.page.goto(url('/meals'));
  await putTokens(opened.page, tokens);
  await opened.page.goto(url(path));
  return opened;
}

/** Opens the order's 'Rate your meals' in 'Your orders' on /account; answers the meal's row. */
async function rateableMeal(page: Page, order: Order, meal: Meal): Promise<Locator> {
  const row = page.locator(`[data-testid="order"][data-order-id="${order.id}"]`);
  await row.getByRole('button', { name: /^Rate your meals/ }).click();
  const rateable = row.locator(`[data-testid="rateable-meal"][data-meal-id="${meal.id}"]`);
  await rateable.getByRole('group', { name: meal.name }).waitFor();
  return rateable;
}

/** Reloads `path` until `shown` is visible: the catalogue counts a rating from ordering's event, a moment later. */
async function reloadUntilVisible(page: Page, path: string, shown: () => Locator): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await page.goto(url(path));
    try {
      await shown().waitFor({ timeout: 2_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

describe('customers rate the meals of their delivered orders, and every meal card shows the average', () => {
  it('when a customer rates a delivered meal from /account, then it stays saved, and the menu, More Info and /manage-meals show its average and count', async () => {
    const [meal] = await mealsOnEveryMenuAhead(site.stack.baseUrl);
    if (!meal) throw new Error('the demo menu has no meal on every week ahead');
    const customer = newTestUser('rater');
    await registerThroughApi(site.stack.baseUrl, customer);
    const tokens = await tokensThroughApi(site.stack.baseUrl, customer);
    const order = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
      meal_size: 'S',
      number_of_meals: 6,
      items: [{ meal_id: meal.id, quantity: 6 }],
    });
    const staff = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
    await deliverOrderThroughApi(site.stack.baseUrl, staff.access, order.id);

    // Before anyone rates it, the menu says so.
    const { page, context, pageErrors } = await openWith(tokens, '/meals');
    await waitForMenu(page);
    const card = () => page.getByTestId('meal-card').filter({ hasText: meal.name });
    await card().getByText('No ratings yet').waitFor();

    // The customer chooses five stars with the mouse, then four with the arrow key: the last one is saved.
    await page.goto(url('/account'));
    let rateable = await rateableMeal(page, order, meal);
    await rateable.getByRole('radio', { name: '5 stars' }).click();
    await rateable.getByRole('radio', { name: '5 stars' }).press('ArrowLeft');
    await rateable.getByText(`Saved: 4 stars for ${meal.name}.`).waitFor();
    expect(await rateable.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page).then(describeViolations)).toBe('');
    await screenshot(rateable, 'meal-ratings-account');

    // Saved: after a reload the account shows the four stars given.
    await page.reload();
    rateable = await rateableMeal(page, order, meal);
    expect(await rateable.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);

    // The menu card and More Info show the average and the count.
    const rated = `Rated 4 out of 5 from 1 rating`;
    await reloadUntilVisible(page, '/meals', () => card().getByRole('img', { name: rated }));
    await card().getByText('4.0 (1 rating)').waitFor();
    await screenshot(card(), 'meal-ratings-menu-card');
    await card().getByRole('button', { name: 'More Info' }).click();
    const dialog = page.getByRole('dialog', { name: meal.name });
    await dialog.getByRole('img', { name: rated }).waitFor();
    await screenshot(dialog, 'meal-ratings-more-info');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Every featured meal on the home page shows its rating, or that it has none yet.
    await page.goto(url('/'));
    const featured = page.getByTestId('meal-card');
    await featured.first().waitFor();
    const featuredCount = await featured.count();
    expect(featuredCount).toBeGreaterThan(0);
    expect(await featured.getByTestId('meal-rating').count()).toBe(featuredCount);
    await context.close();

    // Staff see it on /manage-meals.
    const admin = await openWith(staff, `/manage-meals?search=${encodeURIComponent(meal.name)}`);
    const row = admin.page.getByTestId('meal-row').filter({ hasText: meal.name });
    await row.getByRole('img', { name: rated }).waitFor();
    await screenshot(row, 'meal-ratings-manage-meals');
    await admin.context.close();

    expect(pageErrors).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
  });

  it('when the customer’s order is not delivered yet, then /account offers no rating for it', async () => {
    const [meal] = await mealsOnEveryMenuAhead(site.stack.baseUrl);
    if (!meal) throw new Error('the demo menu has no meal on every week ahead');
    const customer = newTestUser('waiting');
    await registerThroughApi(site.stack.baseUrl, customer);
    const tokens = await tokensThroughApi(site.stack.baseUrl, customer);
    const order = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
      meal_size: 'S',
      number_of_meals: 6,
      items: [{ meal_id: meal.id, quantity: 6 }],
    });
    const { page, context } = await openWith(tokens, '/account');
    const row = page.locator(`[data-testid="order"][data-order-id="${order.id}"]`);
    await row.waitFor();
    expect(await row.getByRole('button', { name: /^Rate your meals/ }).count()).toBe(0);
    await context.close();
  });
});
