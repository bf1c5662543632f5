import type { AdminAddOnList } from '@mealbox/contracts';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { declareFoodInformation } from './support/food-information';
import { E2E_ADMIN } from './support/stack';
import { putTokens, tokensThroughApi } from './support/identity';

const site = useSiteInBrowser();

const url = (path: string) => `${site.stack.baseUrl}${path}`;

/** Opens a page signed in as the stack's staff account (tokens from identity, as a sign-in would store them). */
async function openAsAdmin(path: string) {
  const opened = await openPage(site.browser, DESKTOP);
  await opened.page.goto(url('/manage'));
  await putTokens(opened.page, await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN));
  await opened.page.goto(url(path));
  return opened;
}

/** The staff list's add-ons with this exact name, straight from the catalogue (what is saved, not what is shown). */
async function savedAddOnsNamed(name: string) {
  const { access } = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
  const response = await fetch(url(`/api/admin/add-ons/?search=${encodeURIComponent(name)}`), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${access}` },
  });
  if (response.status !== 200) throw new Error(`GET /api/admin/add-ons/ answered ${response.status}`);
  const list = (await response.json()) as AdminAddOnList;
  return list.add_ons.filter((addOn) => addOn.name === name);
}

describe('the staff add-ons screen', () => {
  const name = `Sticky Toffee Pudding ${Date.now().toString(36)}`;

  it('when staff add an add-on from the sidebar, then an undeclared one is refused by allergen, and the declared one is saved and listed with its price and stock', async () => {
    const { page, context, pageErrors } = await openAsAdmin('/manage-meals');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Add-ons' }).click();
    await page.waitForURL(url('/manage-add-ons'));
    // The demo add-ons are listed first.
    await page.getByTestId('add-on-row').first().waitFor();

    await page.getByRole('button', { name: 'Add add-on' }).click();
    const add = page.getByRole('dialog', { name: 'Add an add-on' });
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Category').selectOption('dessert');
    await add.getByLabel('Price (£)').fill('4.50');
    await add.getByLabel('Stock per week').fill('25');
    await add.getByLabel('Calories (kcal)').fill('520');
    await add.getByLabel('Protein (g)').fill('5.5');
    await add.getByLabel('Carbohydrates (g)').fill('72');
    await add.getByLabel('Fat (g)').fill('24');
    await add
      .getByLabel('Ingredients')
      .fill('Dates, sugar, double cream (milk), wheat flour, butter (milk), eggs');

    // Available without its allergens: asked for, nothing saved.
    await add.getByRole('button', { name: 'Add add-on' }).click();
    await add.getByText('Declare milk: contains, may contain or free from.').waitFor();
    expect(await savedAddOnsNamed(name)).toEqual([]);

    await declareFoodInformation(
      add,
      { gluten: 'contains', milk: 'contains', eggs: 'contains' },
      {
        containsMeat: false,
        containsOtherAnimalProducts: false,
        netWeightG: '150',
        cookingTimeMinutes: '15',
        saturates: '14.5',
        sugars: '55',
        salt: '0.65',
      },
    );
    await add.getByRole('group', { name: 'Which cereals containing gluten' }).getByLabel('Wheat').check();
    await add.getByRole('button', { name: 'Add add-on' }).click();
    await page.getByRole('status').getByText(`Added ${name}.`).waitFor();

    const [saved] = await savedAddOnsNamed(name);
    expect(saved).toMatchObject({
      price: '4.50',
      stock_per_week: 25,
      status: 'available',
      category: 'dessert',
    });
    expect(saved?.food_information?.allergens).toMatchObject({ milk: 'contains', gluten: 'contains' });

    await page.getByLabel('Search by name').fill(name);
    const row = page.getByTestId('add-on-row').filter({ hasText: name });
    await row.getByText('£4.50').waitFor();
    await row.getByText('25 a week').waitFor();
    await row.getByText('Available').waitFor();
    await screenshot(page, 'admin-add-ons-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
