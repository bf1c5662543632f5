import type { AdminMealList } from '@mealbox/contracts';
import { ALLERGENS, missingAllergenMessage } from '@mealbox/contracts/food';
import { useSiteInBrowser } from './support/site-in-browser';
import {
  DESKTOP,
  PHONE,
  animationsFinished,
  horizontalOverflow,
  openPage,
  screenshot,
} from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { declareFoodInformation } from './support/food-information';
import { E2E_ADMIN } from './support/stack';
import { putTokens, tokensThroughApi } from './support/identity';

const site = useSiteInBrowser();

const url = (path: string) => `${site.stack.baseUrl}${path}`;

/** Opens a page signed in as the stack's staff account (tokens from identity, as a sign-in would store them). */
async function openAsAdmin(path: string, viewport: { width: number; height: number } = DESKTOP) {
  const opened = await openPage(site.browser, viewport);
  await opened.page.goto(url('/manage'));
  await putTokens(opened.page, await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN));
  await opened.page.goto(url(path));
  return opened;
}

/** The staff list's meals with this exact name, straight from the catalogue (what is saved, not what is shown). */
async function savedMealsNamed(name: string) {
  const { access } = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
  const response = await fetch(url(`/api/admin/meals/?search=${encodeURIComponent(name)}`), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${access}` },
  });
  if (response.status !== 200) throw new Error(`GET /api/admin/meals/ answered ${response.status}`);
  const list = (await response.json()) as AdminMealList;
  return list.meals.filter((meal) => meal.name === name);
}

describe('the meal editor’s food information', () => {
  const name = `Peanut Noodle Bowl ${Date.now().toString(36)}`;
  const ingredients = 'Rice noodles, peanuts, lime, coriander, spring onions, chilli';

  it('when staff publish a meal without its allergens, then each of the 14 is asked for; declared, it is saved and found by allergen', async () => {
    const { page, context, pageErrors } = await openAsAdmin('/manage-meals');
    await page.getByTestId('meal-row').first().waitFor();
    await page.getByRole('button', { name: 'Add meal' }).click();
    const add = page.getByRole('dialog', { name: 'Add a meal' });
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Category').selectOption('main_course');
    await expect(add.getByLabel('Status').inputValue()).resolves.toBe('available');
    await add.getByLabel('Calories (kcal)').fill('640');
    await add.getByLabel('Protein (g)').fill('22');
    await add.getByLabel('Carbohydrates (g)').fill('80');
    await add.getByLabel('Fat (g)').fill('24');
    await add.getByLabel('Ingredients').fill(ingredients);
    // The label preview emphasises the allergen as it is typed.
    await add.getByTestId('ingredients-preview').locator('strong', { hasText: 'peanuts' }).waitFor();

    // Available, allergens unset: every allergen says what is missing, focus goes to the first, nothing is saved.
    await add.getByRole('button', { name: 'Add meal' }).click();
    for (const { value } of ALLERGENS) {
      // Each message follows a visually hidden "Error:" in its field's error line.
      await add.getByText(missingAllergenMessage(value)).waitFor();
    }
    await expect(
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null),
    ).resolves.toBe('allergen_celery');
    await page.waitForTimeout(300); // let the dialog finish rising in
    await screenshot(page, 'admin-meal-allergens-missing-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    expect(await savedMealsNamed(name)).toEqual([]);

    // All 14 declared (peanuts contains, the rest free from): saved, and the derived suitability is shown first.
    await declareFoodInformation(
      add,
      { peanuts: 'contains' },
      {
        containsMeat: false,
        containsOtherAnimalProducts: false,
        netWeightG: '420',
        cookingTimeMinutes: '20',
        saturates: '3.4',
        sugars: '8.2',
        salt: '2.15',
      },
    );
    await add
      .getByTestId('suitability-preview')
      .getByText('Vegan, Vegetarian, Gluten-free, Dairy-free')
      .waitFor();
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await add.getByRole('button', { name: 'Add meal' }).click();
    await page.getByRole('status').getByText(`Added ${name}.`).waitFor();
    const [saved] = await savedMealsNamed(name);
    expect(saved?.food_information?.allergens.peanuts).toBe('contains');
    expect(saved?.is_vegan).toBe(true);

    // The list filtered by Peanuts (contains or may contain) shows it, with its allergens by name.
    await page.getByLabel('Contains allergen').selectOption('peanuts');
    await page.waitForURL((address) => address.searchParams.get('allergen') === 'peanuts');
    await page.getByLabel('Search by name').fill(name);
    const row = page.getByTestId('meal-row').filter({ hasText: name });
    await row.getByTestId('meal-allergens').getByText('Peanuts').waitFor();
    await screenshot(page, 'admin-meals-peanuts-1280');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the editor is opened on a phone, then the allergen questions are one column and fit the screen', async () => {
    const { page, context } = await openAsAdmin('/manage-meals', PHONE);
    await page.getByTestId('meal-row').first().waitFor();
    await page.getByRole('button', { name: 'Add meal' }).click();
    const add = page.getByRole('dialog', { name: 'Add a meal' });
    const groups = add.getByTestId('allergen-choices').getByRole('group');
    await groups.first().waitFor();
    await animationsFinished(add);
    const [first, second] = await Promise.all([groups.nth(0).boundingBox(), groups.nth(1).boundingBox()]);
    expect(second && first ? second.y > first.y && second.x === first.x : false).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.waitForTimeout(300);
    await screenshot(page, 'admin-meal-allergens-390');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await context.close();
  });
});
