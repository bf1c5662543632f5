import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { ALLERGEN_KEYS, allergenShortName, type Allergen, type Meal } from '@mealbox/contracts';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, SMALL_PHONE, horizontalOverflow, openPage, screenshot } from './support/browser';
import { describeViolations, type AxeViolation } from './support/axe';
import { availableMeals, mealsOnEveryMenuAhead } from './support/site';
import {
  newTestUser,
  putTokens,
  registerThroughApi,
  tokensThroughApi,
  type TokenPair,
} from './support/identity';
import { placeOrderThroughApi } from './support/ordering';
import { SIX_STANDARD } from './support/stored-plan';

const site = useSiteInBrowser();

const url = (path: string) => `${site.stack.baseUrl}${path}`;
const allergensCard = (page: Page) => page.getByTestId('allergens-card');
const EXCLUSIONS_PATH = '/api/customers/me/allergen-exclusions/';

/** A page on the site's origin, signed in, holding the plan (as the plan page keeps it) and an empty box. */
async function openSignedIn(tokens: TokenPair, viewport: { width: number; height: number } = DESKTOP) {
  const opened = await openPage(site.browser, viewport);
  // Any page of the site will do to reach its localStorage; the menu is not guarded.
  await opened.page.goto(url('/meals'));
  await putTokens(opened.page, tokens);
  await opened.page.evaluate((plan) => {
    localStorage.setItem('mealbox:plan', JSON.stringify({ version: 1, plan }));
    localStorage.removeItem('mealbox:meal-selection');
  }, SIX_STANDARD);
  return opened;
}

/** What ordering has saved for the customer, asked of the gateway as the page asks. */
async function savedExclusions(tokens: TokenPair): Promise<unknown> {
  const response = await fetch(new URL(EXCLUSIONS_PATH, site.stack.baseUrl), {
    headers: { Accept: 'application/json', Authorization: `JWT ${tokens.access}` },
  });
  if (!response.ok) throw new Error(`GET ${EXCLUSIONS_PATH} answered ${response.status}`);
  return response.json();
}

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical axe violations (WCAG 2.1 A and AA) inside one part of the page. */
async function seriousViolationsIn(page: Page, selector: string): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(
      { include: [include] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return result.violations;
  }, selector);
  return (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** How the box summary names an allergen (tree nuts in full, so they are not read as peanuts). */
const boxName = (allergen: Allergen) =>
  allergen === 'tree_nuts' ? 'Tree nuts' : allergenShortName(allergen);

/** The reason the meal step gives for a meal the customer's peanut exclusion (with may-contain) rules out. */
function peanutReason(meal: Meal): string | null {
  const level = meal.food_information?.allergens.peanuts;
  if (!meal.food_information) return 'No allergen information yet';
  if (level === 'contains') return 'Contains peanuts';
  if (level === 'may_contain') return 'May contain peanuts';
  return null;
}

async function cardName(card: Locator): Promise<string> {
  return ((await card.locator('h2, h3').first().textContent()) ?? '').trim();
}

describe('allergen exclusions on the account, the meal step and the cart', () => {
  const ada = newTestUser('allergic');
  let tokens: TokenPair;

  beforeAll(async () => {
    await registerThroughApi(site.stack.baseUrl, ada);
    tokens = await tokensThroughApi(site.stack.baseUrl, ada);
  });

  it('when a customer leaves out peanuts and meals that may contain them on /account, then a reload shows them saved', async () => {
    const { page, context, pageErrors } = await openSignedIn(tokens);
    await page.goto(url('/account'));
    const card = allergensCard(page);
    await card.getByRole('heading', { level: 2, name: 'Allergens' }).waitFor();
    await card.getByText('You haven’t asked us to leave out any allergens.').waitFor();
    // All 14, by the law's names.
    const group = card.getByRole('group', { name: 'Leave out meals that contain' });
    expect(await group.getByRole('checkbox').count()).toBe(14);
    await group.getByRole('checkbox', { name: 'Sulphur dioxide and sulphites (over 10 mg/kg)' }).waitFor();

    await group.getByRole('checkbox', { name: 'Peanuts', exact: true }).check();
    await card.getByRole('checkbox', { name: /Also leave out meals that may contain them/ }).check();
    await card.getByRole('button', { name: 'Save allergens' }).click();

    const confirmation = 'Saved. We leave out meals that contain peanuts, and meals that may contain it.';
    await card.getByRole('status').getByText(confirmation).waitFor();
    await expect(savedExclusions(tokens)).resolves.toEqual({
      allergens: ['peanuts'],
      include_may_contain: true,
    });
    expect(describeViolations(await seriousViolationsIn(page, '[data-testid="allergens-card"]'))).toBe('');
    await screenshot(card, 'allergens-card-1280');

    await page.reload();
    await allergensCard(page)
      .getByTestId('allergens-saved')
      .getByText('We leave out meals that contain peanuts, and meals that may contain it.')
      .waitFor();
    const reloaded = allergensCard(page);
    await expect(reloaded.getByRole('checkbox', { name: 'Peanuts', exact: true }).isChecked()).resolves.toBe(
      true,
    );
    await expect(reloaded.getByRole('checkbox', { name: 'Sesame', exact: true }).isChecked()).resolves.toBe(
      false,
    );
    await expect(
      reloaded.getByRole('checkbox', { name: /Also leave out meals that may contain them/ }).isChecked(),
    ).resolves.toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the account is opened on a 375 px phone, then the allergens card fits and has no serious axe violations', async () => {
    const { page, context } = await openSignedIn(tokens, SMALL_PHONE);
    await page.goto(url('/account'));
    await allergensCard(page)
      .getByTestId('allergens-saved')
      .getByText(/peanuts/)
      .waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(describeViolations(await seriousViolationsIn(page, '[data-testid="allergens-card"]'))).toBe('');
    await screenshot(allergensCard(page), 'allergens-card-375');
    await context.close();
  });

  it('when the customer chooses meals, then every meal that contains or may contain peanuts cannot be added and says why, and the others can', async () => {
    const meals = await availableMeals(site.stack.baseUrl);
    const byName = new Map(meals.map((meal) => [meal.name, meal]));
    const { page, context, pageErrors } = await openSignedIn(tokens);
    await page.goto(url('/join-now/meals/'));
    await page.getByRole('heading', { level: 1, name: 'Choose your meals' }).waitFor();
    const step = page.getByTestId('meals-step');
    await step.getByTestId('meal-card').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

    const note = step.getByTestId('exclusions-note');
    await note.getByText('This menu respects your allergens.').waitFor();
    expect(await note.getByRole('link', { name: 'Change your allergens' }).getAttribute('href')).toBe(
      '/account#allergens',
    );

    const cards = await step.getByTestId('meal-card').all();
    let blocked = 0;
    let addable: Locator | null = null;
    for (const card of cards) {
      const name = await cardName(card);
      const meal = byName.get(name);
      if (!meal) throw new Error(`The meal step shows ${name}, which GET /api/meals/ does not list`);
      const plus = card.getByRole('button', { name: `Add one ${meal.name}` });
      const reason = peanutReason(meal);
      if (reason) {
        blocked += 1;
        await expect(plus.getAttribute('aria-disabled')).resolves.toBe('true');
        const shown = card.getByTestId('meal-conflict');
        await expect(shown.textContent()).resolves.toContain(reason);
        // Read out with the button: its description is the visible reason.
        const describedBy = await plus.getAttribute('aria-describedby');
        expect(describedBy).toBe(await shown.getAttribute('id'));
      } else {
        await expect(plus.getAttribute('aria-disabled')).resolves.toBe('false');
        expect(await card.getByTestId('meal-conflict').count()).toBe(0);
        addable ??= card;
      }
    }
    expect(blocked).toBeGreaterThan(0);
    if (!addable) throw new Error('No meal on the menu is free from peanuts');

    // A blocked meal stays out when pressed (forced: the button is marked unavailable, yet keeps its place for a
    // keyboard user, and a press does nothing); an allowed one goes in.
    const firstBlocked = step
      .getByTestId('meal-card')
      .filter({ has: page.getByTestId('meal-conflict') })
      .first();
    await firstBlocked.getByTestId('quantity-plus').click({ force: true });
    await expect(firstBlocked.getByTestId('quantity').textContent()).resolves.toContain('0');
    await addable.getByTestId('quantity-plus').click();
    await addable.getByTestId('quantity').filter({ hasText: '1' }).waitFor();
    await screenshot(page, 'allergens-meal-step-1280');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the customer opens the cart of a box of meals free from peanuts, then it lists the box’s allergens and where each meal’s declaration is', async () => {
    const safe = (await mealsOnEveryMenuAhead(site.stack.baseUrl)).filter(
      (meal) => meal.food_information !== null && meal.food_information.allergens.peanuts === 'free',
    );
    expect(safe.length).toBeGreaterThanOrEqual(3);
    const chosen = safe.slice(0, 3);
    const order = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
      meal_size: 'S',
      number_of_meals: 6,
      items: chosen.map((meal) => ({ meal_id: meal.id, quantity: 2 })),
    });

    const { page, context, pageErrors } = await openSignedIn(tokens);
    await page.goto(url(`/cart/${order.id}`));
    const summary = page.getByTestId('box-items').getByTestId('box-allergens');
    await summary.waitFor();
    const sentence = (await summary.getByTestId('box-allergens-summary').textContent()) ?? '';

    const contained = ALLERGEN_KEYS.filter((allergen) =>
      chosen.some((meal) => meal.food_information?.allergens[allergen] === 'contains'),
    );
    const risky = ALLERGEN_KEYS.filter(
      (allergen) =>
        !contained.includes(allergen) &&
        chosen.some((meal) => meal.food_information?.allergens[allergen] === 'may_contain'),
    );
    if (contained.length > 0) {
      expect(sentence.startsWith('This box contains: ')).toBe(true);
      for (const allergen of contained) expect(sentence).toContain(boxName(allergen));
    } else {
      expect(sentence.startsWith('This box contains none of the 14 allergens.')).toBe(true);
    }
    if (risky.length > 0) {
      expect(sentence).toContain('May contain: ');
      for (const allergen of risky) expect(sentence).toContain(boxName(allergen));
    }
    expect(sentence).not.toContain('Peanuts');
    await summary.getByText(/full allergen declaration, with its ingredients, is under More Info/).waitFor();
    expect(await summary.getByRole('link', { name: 'the menu' }).getAttribute('href')).toBe('/meals');
    await screenshot(page.getByTestId('box-items'), 'allergens-cart-1280');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
