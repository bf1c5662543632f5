import type { Page } from 'playwright-core';
import type { Meal } from '@mealbox/contracts';
import { emphasiseAllergens } from '@mealbox/contracts/food';
import { useSiteInBrowser } from './support/site-in-browser';
import { SMALL_PHONE, horizontalOverflow, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { cardNames, waitForMenu } from './support/site';

const site = useSiteInBrowser();

/** One meal list the page was given: what it asked for, and the list. */
interface MealList {
  url: URL;
  status: number;
  meals: () => Promise<Meal[]>;
}

/**
 * Every answer the page had to its meal-list requests (GET /api/meals/?…), newest last: the page's own data, so
 * the test checks what the page was given, for the week it shows, without working the week out again. On a
 * prerendered page the app's first list comes from the copy's own data file (prerendered-answers.ts), not the
 * network: its lists come first.
 */
function watchMealLists(page: Page): MealList[] {
  const lists: MealList[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/meals/' && response.request().method() === 'GET')
      lists.push({ url, status: response.status(), meals: () => response.json() as Promise<Meal[]> });
    if (url.pathname.startsWith('/_prerender/answers/') && response.ok()) {
      const copyData = response.json() as Promise<Record<string, string>>;
      // In place now, so that the order stays the order of arrival; the keys are read once the body is.
      const place = lists.length;
      void copyData.then((answers) => {
        const fromCopy = Object.entries(answers)
          .map(([path, body]) => ({ url: new URL(path, url), body }))
          .filter(({ url: asked }) => asked.pathname === '/api/meals/')
          .map(({ url: asked, body }) => ({
            url: asked,
            status: 200,
            meals: () => Promise.resolve(JSON.parse(body) as Meal[]),
          }));
        lists.splice(place, 0, ...fromCopy);
      });
    }
  });
  return lists;
}

async function latestMeals(lists: MealList[], filter: (url: URL) => boolean): Promise<Meal[]> {
  const list = [...lists].reverse().find((given) => filter(given.url));
  if (!list) throw new Error('the page asked for no such meal list');
  expect(list.status).toBe(200);
  return list.meals();
}

const askedFreeFromPeanuts = (url: URL) => url.searchParams.get('free_from') === 'peanuts';
const askedUnfiltered = (url: URL) =>
  !url.searchParams.has('free_from') && !url.searchParams.has('suitable_for');

/** The text of each card's allergen lines (Contains / May contain). */
function cardAllergenTexts(page: Page): Promise<string[]> {
  return page
    .getByTestId('meal-card')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('[data-testid="meal-allergens"]')?.textContent ?? ''),
    );
}

async function waitForCount(page: Page, words: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="menu-count"]')?.textContent?.includes(expected) === true,
    words,
  );
}

/** Checks every shown card against the catalogue's own answer for free_from=peanuts. */
async function expectOnlyPeanutFreeMeals(page: Page, answers: MealList[]): Promise<void> {
  const meals = await latestMeals(answers, askedFreeFromPeanuts);
  expect(meals.length).toBeGreaterThan(0);
  for (const meal of meals) expect(meal.food_information?.allergens.peanuts).toBe('free');
  expect((await cardNames(page)).sort()).toEqual(meals.map((m) => m.name).sort());
  const texts = await cardAllergenTexts(page);
  expect(texts).toHaveLength(meals.length);
  for (const text of texts) {
    expect(text).toMatch(/^Contains/);
    expect(text).not.toContain('Peanuts');
  }
}

/** A meal of the shown menu that contains milk and names it in its ingredients (so it shows in bold). */
function mealWithMilk(meals: Meal[]): Meal {
  const meal = meals.find(
    (m) =>
      m.food_information?.allergens.milk === 'contains' &&
      emphasiseAllergens(m.ingredients).some((s) => s.allergen === 'milk' && s.text.toLowerCase() === 'milk'),
  );
  if (!meal) throw new Error('no meal on the shown menu contains milk and names it in its ingredients');
  return meal;
}

/** en-GB numbers as the nutrition table writes them. */
const grams = (value: number, decimals = 1) =>
  `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: decimals }).format(value)}g`;
const whole = (value: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(value);

describe('allergens and diet on the menu (/meals)', () => {
  it('when Peanuts is ticked under Free from, then the URL holds it, only peanut-free meals show, and a reload keeps the filter', async () => {
    const { page, context, pageErrors } = await openPage(site.browser);
    const answers = watchMealLists(page);
    await page.goto(`${site.stack.baseUrl}/meals`);
    await waitForMenu(page);

    const freeFrom = page.getByRole('group', { name: 'Free from' });
    expect(await freeFrom.getByRole('checkbox').count()).toBe(14);
    const diets = page.getByRole('group', { name: 'Suitable for' }).getByRole('checkbox');
    expect(await diets.count()).toBe(5);
    await expect(
      page
        .getByRole('group', { name: 'Suitable for' })
        .getByRole('checkbox', { name: 'Vegan', exact: true })
        .isChecked(),
    ).resolves.toBe(false);
    await freeFrom.getByRole('checkbox', { name: 'Peanuts', exact: true }).check();
    await page.waitForURL(/[?&]free_from=peanuts(&|$)/);
    await waitForMenu(page);
    await waitForCount(page, 'free from peanuts');
    await expectOnlyPeanutFreeMeals(page, answers);
    expect(await page.getByRole('button', { name: 'Clear filters' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'menu-free-from-peanuts-1280');

    // The catalogue, asked directly, agrees: every meal it lists for free_from=peanuts is declared peanut-free.
    const direct = await fetch(`${site.stack.baseUrl}/api/meals/?status=available&free_from=peanuts`);
    expect(direct.status).toBe(200);
    for (const meal of (await direct.json()) as Meal[])
      expect(meal.food_information?.allergens.peanuts).toBe('free');

    const filteredUrl = page.url();
    await page.reload();
    await waitForMenu(page);
    expect(page.url()).toBe(filteredUrl);
    await expect(
      page
        .getByRole('group', { name: 'Free from' })
        .getByRole('checkbox', { name: 'Peanuts', exact: true })
        .isChecked(),
    ).resolves.toBe(true);
    await waitForCount(page, 'free from peanuts');
    await expectOnlyPeanutFreeMeals(page, answers);

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL((url) => !url.searchParams.has('free_from'));
    await waitForMenu(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when More Info is opened on a meal with milk, then milk is in bold in the ingredients and the table has the figures per 100 g', async () => {
    const { page, context } = await openPage(site.browser);
    const answers = watchMealLists(page);
    await page.goto(`${site.stack.baseUrl}/meals`);
    await waitForMenu(page);
    const meal = mealWithMilk(await latestMeals(answers, askedUnfiltered));
    const food = meal.food_information;
    if (!food) throw new Error(`${meal.name} has no food information`);

    const card = page
      .getByTestId('meal-card')
      .filter({ has: page.getByRole('heading', { name: meal.name, exact: true }) });
    await expect(card.getByTestId('meal-contains').textContent()).resolves.toContain('Milk');
    await card.getByRole('button', { name: 'More Info' }).click();
    const dialog = page.getByRole('dialog', { name: meal.name });
    await dialog.waitFor();

    const ingredients = dialog.getByTestId('meal-ingredients');
    expect(await ingredients.textContent()).toBe(meal.ingredients);
    const bold = await ingredients.locator('strong').allTextContents();
    expect(bold.map((text) => text.toLowerCase())).toContain('milk');
    await expect(dialog.getByTestId('declaration-contains').textContent()).resolves.toContain('Milk');

    const table = dialog.getByRole('table', { name: /Nutrition information/ });
    const headers = await table.locator('thead th').allTextContents();
    const per100gColumn = headers.indexOf('Per 100 g');
    expect(per100gColumn).toBeGreaterThan(0);
    const rows = await table.locator('tbody tr').evaluateAll(
      (trs, column) =>
        trs.map((tr) => {
          const cells = Array.from(tr.children);
          return { name: cells[0]?.textContent ?? '', per100g: cells[column]?.textContent ?? '' };
        }),
      per100gColumn,
    );
    const per100g = food.nutrition.per_100g;
    expect(rows).toEqual([
      { name: 'Energy', per100g: `${whole(per100g.energy_kj)} kJ / ${whole(per100g.energy_kcal)} kcal` },
      { name: 'Fat', per100g: grams(per100g.fat) },
      { name: 'of which saturates', per100g: grams(per100g.saturates) },
      { name: 'Carbohydrate', per100g: grams(per100g.carbohydrate) },
      { name: 'of which sugars', per100g: grams(per100g.sugars) },
      { name: 'Protein', per100g: grams(per100g.protein) },
      { name: 'Salt', per100g: grams(per100g.salt, 2) },
    ]);
    await expect(dialog.getByTestId('portion-facts').textContent()).resolves.toContain(
      `${food.net_weight_g} g`,
    );
    await screenshot(page, 'menu-allergens-modal-1280');

    const inDialog = await seriousAxeViolations(page);
    expect(describeViolations(inDialog)).toBe('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('when the menu is filtered free from peanuts, then axe finds no serious violation on it or in its dialog', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/meals?free_from=peanuts`);
    await waitForMenu(page);
    await waitForCount(page, 'free from peanuts');
    const onPage = await seriousAxeViolations(page);
    expect(describeViolations(onPage)).toBe('');

    await page.getByRole('button', { name: 'More Info' }).first().click();
    await page.getByRole('dialog').waitFor();
    const inDialog = await seriousAxeViolations(page);
    expect(describeViolations(inDialog)).toBe('');
    await context.close();
  });

  it('when a 375 px phone opens the menu, then the filters fold into a disclosure, ticking Peanuts filters, and nothing overflows or fails axe', async () => {
    const { page, context } = await openPage(site.browser, SMALL_PHONE);
    const answers = watchMealLists(page);
    await page.goto(`${site.stack.baseUrl}/meals`);
    await waitForMenu(page);

    const toggle = page.getByRole('button', { name: /^Filter by allergens and diet/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const peanuts = page.getByRole('checkbox', { name: 'Peanuts', exact: true });
    expect(await peanuts.isVisible()).toBe(false);
    // The meals come first: the first card starts within the first two screens, the filters folded above it.
    const firstCard = await page.getByTestId('meal-card').first().boundingBox();
    expect(firstCard).not.toBeNull();
    expect(firstCard!.y).toBeLessThan(SMALL_PHONE.height * 2);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await peanuts.check();
    await page.waitForURL(/[?&]free_from=peanuts(&|$)/);
    await waitForMenu(page);
    await waitForCount(page, 'free from peanuts');
    await expect(toggle.textContent()).resolves.toContain('(1)');
    await expectOnlyPeanutFreeMeals(page, answers);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'menu-free-from-peanuts-375');

    const onPage = await seriousAxeViolations(page);
    expect(describeViolations(onPage)).toBe('');

    await page.getByRole('button', { name: 'More Info' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300); // let the sheet finish sliding in
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'menu-allergens-modal-375');
    const inDialog = await seriousAxeViolations(page);
    expect(describeViolations(inDialog)).toBe('');
    await context.close();
  });
});
