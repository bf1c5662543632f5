import { useSiteInBrowser } from './support/site-in-browser';
import { PHONE, loadLazyImages, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { menuWeekOf } from '@mealbox/contracts/weekly-menu';
import { availableMeals, cardNames, waitForMenu, weekMenu } from './support/site';
import { deliveryDates } from './support/ordering';
import { withoutCopyData } from './support/without-copy-data';

const site = useSiteInBrowser();

/**
 * The week /meals shows first, worked out here from the server's delivery days: the week of the first day a new
 * order can come when that is next week, else this week.
 */
async function firstShownWeek(baseUrl: string): Promise<string> {
  const dates = await deliveryDates(baseUrl);
  const thisWeek = menuWeekOf(dates.today);
  const earliestWeek = menuWeekOf(dates.earliest);
  const nextWeek = menuWeekOf(
    new Date(Date.parse(`${thisWeek}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10),
  );
  return earliestWeek === nextWeek ? nextWeek : thisWeek;
}

describe('the menu (/meals)', () => {
  it('when a customer opens /meals, then every meal on the shown week’s menu shows as a card whose picture loaded', async () => {
    const { page, context, pageErrors } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/meals`);
    await waitForMenu(page);

    const expected = await weekMenu(site.stack.baseUrl, await firstShownWeek(site.stack.baseUrl));
    expect(expected.length).toBeGreaterThan(0);
    expect((await cardNames(page)).sort()).toEqual(expected.map((m) => m.name).sort());
    expect(await page.title()).toBe('Menu | Mealbox');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Our Menu');
    await expect(page.getByRole('link', { name: 'Get Started' }).first().getAttribute('href')).resolves.toBe(
      '/plan',
    );

    await loadLazyImages(page);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="meal-card"] img')).every(
        (i) => i.complete,
      ),
    );
    const images = await page
      .getByTestId('meal-card')
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(images).toHaveLength(expected.length);
    expect(images.every((width) => width > 0)).toBe(true);

    await screenshot(page, 'menu-1280');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the address has a trailing slash (/meals/), then the menu shows too', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/meals/`);
    await waitForMenu(page);
    expect(await page.title()).toBe('Menu | Mealbox');
    await context.close();
  });

  it('when a category is chosen, then only its meals show, the URL records it and a reload keeps it', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/meals`);
    await waitForMenu(page);
    const desserts = await weekMenu(site.stack.baseUrl, await firstShownWeek(site.stack.baseUrl), 'dessert');
    expect(desserts.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Dessert', exact: true }).click();
    await page.waitForURL(/\/meals\?category=dessert$/);
    await waitForMenu(page);
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="meal-card"]').length === count,
      desserts.length,
    );
    const categories = await page
      .getByTestId('meal-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-category')));
    expect(new Set(categories)).toEqual(new Set(['dessert']));
    expect((await cardNames(page)).sort()).toEqual(desserts.map((m) => m.name).sort());
    await expect(
      page.getByRole('button', { name: 'Dessert', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');

    await page.reload();
    await waitForMenu(page);
    await expect(
      page.getByRole('button', { name: 'Dessert', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    expect(await page.getByTestId('meal-card').count()).toBe(desserts.length);

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.waitForURL(/\/meals$/);
    await context.close();
  });

  it('when a category has no meals, then the menu says so and offers all meals', async () => {
    const { page, context } = await openPage(site.browser);
    // Every seeded category has meals, so the week's menu is answered without its beverages; the page and its
    // wording are real.
    await page.route(/\/api\/meals\/\?.*status=available/, async (route) => {
      const answer = await route.fetch();
      const meals = (await answer.json()) as Array<{ category: string }>;
      await route.fulfill({ response: answer, json: meals.filter((meal) => meal.category !== 'beverages') });
    });
    await page.goto(`${site.stack.baseUrl}/meals?category=beverages`);
    await page.getByText('No meals available in this category at the moment.').waitFor();
    await page.getByRole('button', { name: 'Show all meals' }).click();
    await page.waitForURL(/\/meals$/);
    await waitForMenu(page);
    await context.close();
  });

  it('when the meals call fails, then an error with Try again shows, and trying again loads the menu', async () => {
    const { page, context } = await openPage(site.browser);
    let failing = true;
    await withoutCopyData(page);
    await page.route(/\/api\/meals\/\?/, (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/problem+json',
            body: JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503 }),
          })
        : route.continue(),
    );
    await page.goto(`${site.stack.baseUrl}/meals`);
    const alert = page.getByRole('alert');
    await alert.getByText('We couldn’t load the menu').waitFor();
    await screenshot(page, 'menu-error-1280');

    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await waitForMenu(page);
    await context.close();
  });

  it('when the categories call fails, then the filter falls back to the spec’s categories', async () => {
    const { page, context } = await openPage(site.browser);
    await withoutCopyData(page);
    await page.route(/\/api\/meals\/categories\/$/, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(`${site.stack.baseUrl}/meals`);
    await waitForMenu(page);
    const group = page.getByRole('group', { name: 'Filter meals by category' });
    await page.waitForFunction(() => !document.querySelector('[role="group"][aria-busy="true"]'));
    expect(await group.getByRole('button').allTextContents()).toEqual([
      'All',
      'Main Course',
      'Beverages',
      'Dessert',
      'Appetizer',
      'Breakfast',
    ]);
    await context.close();
  });

  it('when More Info is opened, then a dialog shows the meal’s nutrition and ingredients, and Escape closes it', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/meals`);
    await waitForMenu(page);
    const firstCard = page.getByTestId('meal-card').first();
    const name = (await firstCard.locator('h2').textContent()) ?? '';
    const meal = (await availableMeals(site.stack.baseUrl)).find((m) => m.name === name);
    if (!meal) throw new Error(`no meal named ${name}`);

    const opener = firstCard.getByRole('button', { name: 'More Info' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: name });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const text = (await dialog.textContent()) ?? '';
    for (const label of ['Calories', 'Protein', 'Carbohydrates', 'Fat', 'Ingredients'])
      expect(text).toContain(label);
    expect(text).toContain(`${meal.calories} kcal`);
    expect(text).toContain(meal.ingredients);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(dialog.getByRole('link', { name: 'Get Started' }).getAttribute('href')).resolves.toBe(
      '/plan',
    );
    await screenshot(page, 'menu-modal-1280');

    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await opener.click();
    await dialog.waitFor();
    await page.getByTestId('overlay-backdrop').click({ position: { x: 5, y: 5 } });
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('when the menu and its dialog are checked with axe, then there are no serious or critical violations', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/meals`);
    await waitForMenu(page);
    const onPage = await seriousAxeViolations(page);
    expect(describeViolations(onPage)).toBe('');

    await page.getByRole('button', { name: 'More Info' }).first().click();
    await page.getByRole('dialog').waitFor();
    const inDialog = await seriousAxeViolations(page);
    expect(describeViolations(inDialog)).toBe('');
    await context.close();
  });

  it('when a phone opens a link to the last category, then its chip is scrolled into view', async () => {
    const { page, context } = await openPage(site.browser, PHONE);
    await page.goto(`${site.stack.baseUrl}/meals?category=beverages`);
    await waitForMenu(page);
    const chip = await page.getByRole('button', { name: 'Beverages', pressed: true }).boundingBox();
    expect(chip).not.toBeNull();
    expect(chip!.x).toBeGreaterThanOrEqual(0);
    expect(chip!.x + chip!.width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('when opened on a phone, then the menu and its dialog fit the screen', async () => {
    const { page, context } = await openPage(site.browser, PHONE);
    await page.goto(`${site.stack.baseUrl}/meals`);
    await waitForMenu(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'menu-390');
    await page.getByRole('button', { name: 'More Info' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300); // let the sheet finish sliding in
    await screenshot(page, 'menu-modal-390');
    await context.close();
  });
});
