import type { Page } from 'playwright-core';
import type { Meal, WeeklyRecipes } from '@mealbox/contracts';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, SMALL_PHONE, horizontalOverflow, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { putTokens, tokensThroughApi, type TokenPair } from './support/identity';
import { mealsOnEveryMenuAhead } from './support/site';
import { E2E_ADMIN } from './support/stack';
import { openAccount, subscribedCustomer } from './support/subscriptions';

const site = useSiteInBrowser();

const url = (path: string) => `${site.stack.baseUrl}${path}`;

/** GET /api/meals/recipes/ as whoever holds `tokens`: the status and the answer. */
async function recipesAs(tokens: TokenPair): Promise<{ status: number; body: WeeklyRecipes }> {
  const response = await fetch(url('/api/meals/recipes/'), {
    headers: { Authorization: `JWT ${tokens.access}`, Accept: 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as WeeklyRecipes };
}

/** The customer's recipes once the catalogue has their plan from ordering's event (a moment after it starts). */
async function recipesOnceOpen(tokens: TokenPair): Promise<WeeklyRecipes> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await recipesAs(tokens);
    if (answer.status === 200) return answer.body;
    if (Date.now() > deadline) throw new Error(`the recipes never opened (${answer.status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const recipesSection = (page: Page) => page.getByTestId('recipes');

let meals: Meal[] = [];
beforeAll(async () => {
  meals = await mealsOnEveryMenuAhead(site.stack.baseUrl);
}, 30_000);

describe('recipes, the Large plan’s perk', () => {
  it('when a Large subscriber opens /account, then they read this week’s recipes, each with its ingredients and method, on a phone too', async () => {
    const { user } = await subscribedCustomer(site.stack.baseUrl, 'large', meals[0] as Meal, 15);
    const weekly = await recipesOnceOpen(await tokensThroughApi(site.stack.baseUrl, user));
    const first = weekly.recipes[0];
    if (!first) throw new Error('this week’s menu has no recipe');

    const { page, context, pageErrors } = await openAccount(site, user);
    const section = recipesSection(page);
    await section.getByRole('heading', { level: 2, name: 'Your recipes' }).waitFor();
    await section.getByTestId('recipe').first().waitFor();
    expect(await section.getByTestId('recipe').count()).toBe(weekly.recipes.length);

    const card = section
      .getByTestId('recipe')
      .filter({ has: page.getByRole('heading', { name: first.meal_name }) });
    await card.getByText(`Serves ${first.serves}`).waitFor();
    await card.getByText(/^Ready in /).waitFor();
    await card.getByText(/^Ingredients and method/).click();
    await card.getByRole('heading', { level: 4, name: 'Method' }).waitFor();
    expect(
      await card
        .getByRole('listitem')
        .filter({ hasText: first.steps[0] as string })
        .count(),
    ).toBe(1);
    const firstLine = first.ingredients[0];
    await card
      .getByText(firstLine?.item as string, { exact: false })
      .first()
      .waitFor();
    await screenshot(page, 'account-recipes-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();

    const phone = await openAccount(site, user, SMALL_PHONE);
    const onPhone = recipesSection(phone.page).getByTestId('recipe').first();
    await onPhone.getByText(/^Ingredients and method/).click();
    await onPhone.getByRole('heading', { level: 4, name: 'Method' }).waitFor();
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await onPhone.scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'account-recipes-375');
    await phone.context.close();
  });

  it('when a customer on a smaller plan opens /account, then they are told recipes come with the Large plan, with the way to /pricing, and shown none', async () => {
    const { user } = await subscribedCustomer(site.stack.baseUrl, 'medium', meals[0] as Meal, 8);
    const { page, context, pageErrors } = await openAccount(site, user);
    const section = recipesSection(page);
    await section.getByText(/come with the Large plan \(15 meals a week\)/).waitFor();
    expect(await section.getByTestId('recipe').count()).toBe(0);
    await section.getByRole('link', { name: 'See the plans' }).click();
    await page.waitForURL(url('/pricing'));
    await page
      .getByTestId('plan-card')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Large', exact: true }) })
      .getByText('Exclusive recipes to cook at home')
      .waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when staff edit a meal’s recipe in /manage-meals, then focus follows added and removed steps, an empty step is refused at its field and the saved edit reaches a Large subscriber', async () => {
    const admin = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
    const weekly = await recipesOnceOpen(admin);
    const target = weekly.recipes[0];
    if (!target) throw new Error('this week’s menu has no recipe');

    const { page, context, pageErrors } = await openPage(site.browser, DESKTOP);
    await page.goto(url('/manage'));
    await putTokens(page, admin);
    await page.goto(url(`/manage-meals?search=${encodeURIComponent(target.meal_name)}`));
    const row = page.getByTestId('meal-row').filter({ hasText: target.meal_name });
    await row.getByRole('button', { name: `Recipe ${target.meal_name}` }).click();
    const editor = page.getByRole('dialog', { name: `Recipe: ${target.meal_name}` });
    await editor.getByLabel('Step 1', { exact: true }).waitFor();
    await expect(editor.getByLabel('Step 1', { exact: true }).inputValue()).resolves.toBe(target.steps[0]);
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    // Focus follows the rows: an added step's field takes it, and removing the last step hands it to the one before.
    const isFocused = (label: string) =>
      editor.getByLabel(label, { exact: true }).evaluate((field) => field === document.activeElement);
    await editor.getByRole('button', { name: 'Add a step' }).click();
    const added = `Step ${target.steps.length + 1}`;
    await expect(isFocused(added)).resolves.toBe(true);
    await editor.getByRole('button', { name: 'Add a step' }).click();
    await editor.getByRole('button', { name: `Remove step ${target.steps.length + 2}` }).click();
    await expect(isFocused(added)).resolves.toBe(true);

    // An empty new step is refused before anything is sent, at its field.
    await editor.getByRole('button', { name: 'Save recipe' }).click();
    await editor.getByText('Write this step, or remove it').waitFor();
    await expect(editor.getByLabel(added, { exact: true }).getAttribute('aria-invalid')).resolves.toBe(
      'true',
    );
    await screenshot(page, 'admin-recipe-editor-1280');

    // Written, it is saved; the Large subscriber's recipes carry it.
    const serving = 'Serve with a green salad dressed with lemon.';
    await editor.getByLabel(added, { exact: true }).fill(serving);
    await editor.getByRole('button', { name: 'Save recipe' }).click();
    await page.getByRole('status').getByText(`Saved the recipe of ${target.meal_name}.`).waitFor();
    const after = (await recipesOnceOpen(admin)).recipes.find((recipe) => recipe.meal_id === target.meal_id);
    expect(after?.steps).toEqual([...target.steps, serving]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
