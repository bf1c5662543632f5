import type { Page } from 'playwright-core';
import { TOPICS } from '@mealbox/contracts';
import type { MealPlanPricingRow, PriceCalculation } from '@mealbox/contracts';
import { createEvent, createKafkaEventBus, createLogger } from '@mealbox/platform';
import { TEST_KAFKA, eventually } from '@mealbox/test-support';
import { useSiteInBrowser } from './support/site-in-browser';
import { PHONE, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import {
  fillRegistration,
  jwtClaims,
  newTestUser,
  putTokens,
  registerThroughApi,
  storedTokens,
  tokensThroughApi,
} from './support/identity';

const site = useSiteInBrowser();

/** Pounds as a UK shop writes them, formatted here independently of the page's own code. */
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const money = (decimal: string) => gbp.format(Number(decimal));

interface PriceBody {
  meal_size: 'S' | 'L' | 'LEAN';
  number_of_meals: number;
  discount_code?: string;
}

/** Asks the server for a plan's price, as the page should (the test then compares what the page shows). */
async function quote(body: PriceBody): Promise<PriceCalculation> {
  const response = await fetch(new URL('/api/calculate-price/', site.stack.baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /api/calculate-price/ answered ${response.status}`);
  return (await response.json()) as PriceCalculation;
}

/** The server's message for a code it refuses. */
async function codeRefusal(body: PriceBody): Promise<string> {
  const response = await fetch(new URL('/api/calculate-price/', site.stack.baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(400);
  const problem = (await response.json()) as { errors?: { discount_code?: string[] } };
  return problem.errors?.discount_code?.join(' ') ?? '';
}

async function pricingRows(): Promise<MealPlanPricingRow[]> {
  const response = await fetch(new URL('/api/meal-plan-pricing/', site.stack.baseUrl));
  return (await response.json()) as MealPlanPricingRow[];
}

const PLAN_PATH = '/join-now/plans/';
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const summary = (page: Page) => page.getByTestId('plan-summary');

/** Waits until the panel shows this total, settled (not dimmed, waiting for a newer price). */
async function waitForTotal(page: Page, total: string): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const breakdown = document.querySelector(
        '[data-testid="plan-summary"] [data-testid="price-breakdown"]',
      );
      const shown = breakdown?.querySelector('[data-testid="price-total"]')?.textContent;
      return breakdown?.getAttribute('aria-busy') === 'false' && shown === expected;
    },
    total,
    { timeout: 10_000 },
  );
}

/** The breakdown rows as the page shows them, by test id. */
async function breakdown(page: Page): Promise<Record<string, string>> {
  return summary(page)
    .getByTestId('price-breakdown')
    .locator('dd, [data-testid="price-total"]')
    .evaluateAll((cells) =>
      Object.fromEntries(cells.map((cell) => [cell.getAttribute('data-testid'), cell.textContent ?? ''])),
    );
}

async function storedPlan(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('mealbox:plan');
    return raw ? (JSON.parse(raw) as unknown) : null;
  });
}

async function openPlanPage(path = PLAN_PATH, viewport?: { width: number; height: number }) {
  const opened = await openPage(site.browser, viewport);
  await opened.page.goto(`${site.stack.baseUrl}${path}`);
  await opened.page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
  return opened;
}

describe('the plan builder (/join-now/plans/)', () => {
  it('when a visitor opens it, then Meat & Vegan, Standard and 8 meals are chosen and the panel shows the server’s price for them', async () => {
    const { page, context, pageErrors } = await openPlanPage();
    const expected = await quote({ meal_size: 'S', number_of_meals: 8 });
    await waitForTotal(page, money(expected.total_price));

    expect(await page.title()).toBe('Start your plan | Mealbox');
    expect(await radio(page, 'Meat & Vegan').isChecked()).toBe(true);
    expect(await radio(page, 'Standard').isChecked()).toBe(true);
    expect(await radio(page, '8 meals').isChecked()).toBe(true);
    expect(await breakdown(page)).toEqual({
      'price-per-meal': money(expected.per_meal_price),
      'price-meal-plan': money(expected.meal_plan_price),
      ...(Number(expected.size_premium_total) > 0
        ? { 'price-size-premium': money(expected.size_premium_total) }
        : {}),
      'price-delivery': Number(expected.delivery_fee) === 0 ? 'Free' : money(expected.delivery_fee),
      'price-total': money(expected.total_price),
    });

    // The choices: the spec's labels, sizes with their kcal and protein, the counts of the pricing rows.
    const proteins = page.getByTestId('choice-protein').getByRole('radio');
    expect(await proteins.evaluateAll((inputs) => inputs.map((i) => i.getAttribute('value')))).toEqual([
      'MV',
      'MO',
      'VO',
    ]);
    await radio(page, 'Meat Only').waitFor({ state: 'attached' });
    await radio(page, 'Vegan Only').waitFor({ state: 'attached' });
    const sizeText = (await page.getByTestId('choice-size').textContent()) ?? '';
    for (const words of [
      '500–600 kcal',
      '30–40g protein',
      '700–900 kcal',
      '50–65g protein',
      '50–60g protein',
    ])
      expect(sizeText).toContain(words);
    const rows = await pricingRows();
    const counts = page.getByTestId('choice-meals').getByRole('radio');
    expect(await counts.evaluateAll((inputs) => inputs.map((i) => Number(i.getAttribute('value'))))).toEqual(
      rows.map((row) => row.meal_count).sort((a, b) => a - b),
    );
    // The size premium comes from the live prices of the chosen count.
    const eight = rows.find((row) => row.meal_count === 8);
    const premium = gbp.format(
      (Math.round(Number(eight?.large_price) * 100) - Math.round(Number(eight?.standard_price) * 100)) / 100,
    );
    expect(await page.getByTestId('choice-size').getByText(`+${premium} a meal`).count()).toBe(2);

    // The progress bar: Plan is the current step of five.
    const progress = page.getByTestId('purchase-progress');
    expect(await progress.getByRole('listitem').allTextContents()).toEqual([
      '1Plan',
      '2Details',
      '3Meals',
      '4Address',
      '5Payment',
    ]);
    await expect(progress.locator('[aria-current="step"]').textContent()).resolves.toBe('1Plan');

    await screenshot(page, 'plan-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the size changes to Large (by keyboard) and the meals to 12, then the total becomes the server’s price for that plan', async () => {
    const { page, context } = await openPlanPage();
    await waitForTotal(page, money((await quote({ meal_size: 'S', number_of_meals: 8 })).total_price));

    // Native radio groups: arrow keys move the choice.
    await radio(page, 'Standard').focus();
    await page.keyboard.press('ArrowRight');
    expect(await radio(page, 'Large').isChecked()).toBe(true);
    const large8 = await quote({ meal_size: 'L', number_of_meals: 8 });
    await waitForTotal(page, money(large8.total_price));

    await radio(page, '12 meals').click();
    expect(await radio(page, '12 meals').isChecked()).toBe(true);
    const large12 = await quote({ meal_size: 'L', number_of_meals: 12 });
    await waitForTotal(page, money(large12.total_price));
    expect(await breakdown(page)).toMatchObject({
      'price-per-meal': money(large12.per_meal_price),
      'price-meal-plan': money(large12.meal_plan_price),
      'price-size-premium': money(large12.size_premium_total),
      'price-total': money(large12.total_price),
    });
    expect(Number(large12.size_premium_total)).toBeGreaterThan(0);
    await context.close();
  });

  it('when CHEF24 is applied, then it takes £10.00 off the server’s total, and it can be removed', async () => {
    const { page, context } = await openPlanPage();
    const plain = await quote({ meal_size: 'S', number_of_meals: 8 });
    await waitForTotal(page, money(plain.total_price));

    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    await page.getByLabel('Discount code').fill('chef24');
    await page.getByRole('button', { name: 'Apply' }).click();

    const discounted = await quote({ meal_size: 'S', number_of_meals: 8, discount_code: 'CHEF24' });
    expect(discounted.discount?.amount).toBe('10.00');
    await waitForTotal(page, money(discounted.total_price));
    await expect(page.getByTestId('discount-applied').getByRole('status').textContent()).resolves.toBe(
      'CHEF24 applied: £10.00 off your first box.',
    );
    await expect(summary(page).getByTestId('price-discount').textContent()).resolves.toBe('−£10.00');
    expect(await storedPlan(page)).toMatchObject({ plan: { discount_code: 'CHEF24' } });

    await page.getByRole('button', { name: 'Remove discount code CHEF24' }).click();
    await waitForTotal(page, money(plain.total_price));
    expect(await summary(page).getByTestId('price-discount').count()).toBe(0);
    expect(await storedPlan(page)).toMatchObject({ plan: { discount_code: null } });
    await context.close();
  });

  it('when an unknown code is applied, then the server’s message shows and no discount is taken', async () => {
    const { page, context } = await openPlanPage();
    const plain = await quote({ meal_size: 'S', number_of_meals: 8 });
    await waitForTotal(page, money(plain.total_price));
    const message = await codeRefusal({ meal_size: 'S', number_of_meals: 8, discount_code: 'NOTACODE' });
    expect(message).not.toBe('');

    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    await page.getByLabel('Discount code').fill('NOTACODE');
    await page.keyboard.press('Enter');

    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    await expect(page.getByLabel('Discount code').getAttribute('aria-invalid')).resolves.toBe('true');
    await waitForTotal(page, money(plain.total_price));
    expect(await summary(page).getByTestId('price-discount').count()).toBe(0);
    expect(await storedPlan(page)).toMatchObject({ plan: { discount_code: null } });
    await screenshot(page, 'plan-code-refused-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await context.close();
  });

  it('when a signed-in customer who has paid for a box applies CHEF24, then the builder says it is for a first box only and takes nothing off', async () => {
    const user = newTestUser('paid');
    await registerThroughApi(site.stack.baseUrl, user);
    const tokens = await tokensThroughApi(site.stack.baseUrl, user);
    // Their earlier box was paid: ordering announces it on its topic, where the catalogue learns who has paid.
    const bus = await createKafkaEventBus({
      ...TEST_KAFKA,
      clientId: 'plan-e2e',
      logger: createLogger('plan-e2e', 'silent'),
    });
    const orderId = `paid-${Date.now()}`;
    const paid = createEvent(
      'OrderPaymentStatusChanged',
      {
        orderId,
        userId: String(jwtClaims(tokens.access).sub),
        from: 'pending',
        to: 'completed',
        changedAt: new Date().toISOString(),
      },
      { producer: 'ordering', correlationId: 'plan-e2e' },
    );
    await bus.publish([{ topic: TOPICS.orderingOrders, key: orderId, value: JSON.stringify(paid) }]);
    await bus.close();
    const priced = () =>
      fetch(new URL('/api/calculate-price/', site.stack.baseUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${tokens.access}` },
        body: JSON.stringify({ meal_size: 'S', number_of_meals: 8, discount_code: 'CHEF24' }),
      });
    await eventually(
      'the catalogue to know the customer has paid',
      async () => (await priced()).status === 400,
    );

    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/meals`);
    await putTokens(page, tokens);
    await page.goto(`${site.stack.baseUrl}${PLAN_PATH}`);
    await page.getByTestId('plan-greeting').getByText('Welcome, Ada').waitFor();
    const plain = await quote({ meal_size: 'S', number_of_meals: 8 });
    await waitForTotal(page, money(plain.total_price));
    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    await page.getByLabel('Discount code').fill('chef24');
    await page.keyboard.press('Enter');

    await page.getByRole('alert').filter({ hasText: 'This code is for your first box only.' }).waitFor();
    await waitForTotal(page, money(plain.total_price));
    expect(await summary(page).getByTestId('price-discount').count()).toBe(0);
    expect(await storedPlan(page)).toMatchObject({ plan: { discount_code: null } });
    // A visitor who is not signed in is still offered the code (the server cannot know them).
    expect(
      (await quote({ meal_size: 'S', number_of_meals: 8, discount_code: 'CHEF24' })).discount?.amount,
    ).toBe('10.00');
    await context.close();
  });

  it('when the plan is changed and the page reloaded, then the same plan (and its code) is chosen and priced', async () => {
    const { page, context } = await openPlanPage();
    await radio(page, 'Vegan Only').check();
    await radio(page, 'Lean').check();
    await radio(page, '15 meals').check();
    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    await page.getByLabel('Discount code').fill('CHEF24');
    await page.getByRole('button', { name: 'Apply' }).click();
    const expected = await quote({ meal_size: 'LEAN', number_of_meals: 15, discount_code: 'CHEF24' });
    await waitForTotal(page, money(expected.total_price));
    expect(await storedPlan(page)).toEqual({
      version: 1,
      plan: { protein_preference: 'VO', meal_size: 'LEAN', number_of_meals: 15, discount_code: 'CHEF24' },
    });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    await waitForTotal(page, money(expected.total_price));
    expect(await radio(page, 'Vegan Only').isChecked()).toBe(true);
    expect(await radio(page, 'Lean').isChecked()).toBe(true);
    expect(await radio(page, '15 meals').isChecked()).toBe(true);
    await page.getByTestId('discount-applied').getByText('CHEF24').waitFor();
    await context.close();
  });

  it('when the stored plan is malformed, then it is ignored and the defaults show', async () => {
    const { page, context } = await openPlanPage();
    await page.evaluate(() =>
      localStorage.setItem('mealbox:plan', JSON.stringify({ version: 1, plan: { meal_size: 'XXL' } })),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    expect(await radio(page, 'Standard').isChecked()).toBe(true);
    expect(await radio(page, '8 meals').isChecked()).toBe(true);
    await waitForTotal(page, money((await quote({ meal_size: 'S', number_of_meals: 8 })).total_price));
    await context.close();
  });

  it('when opened with ?meals=10 (the pricing page’s buttons), then 10 meals are chosen and priced; /plan?meals=10 too', async () => {
    const { page, context } = await openPlanPage(`${PLAN_PATH}?meals=10`);
    expect(await radio(page, '10 meals').isChecked()).toBe(true);
    await waitForTotal(page, money((await quote({ meal_size: 'S', number_of_meals: 10 })).total_price));
    // The link's count is applied once; the address then drops it, so a reload keeps later choices.
    await page.waitForURL(`${site.stack.baseUrl}${PLAN_PATH}`);
    await radio(page, '12 meals').check();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    expect(await radio(page, '12 meals').isChecked()).toBe(true);

    await page.goto(`${site.stack.baseUrl}/plan?meals=6`);
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    expect(await radio(page, '6 meals').isChecked()).toBe(true);

    // A count we do not sell changes nothing.
    await page.goto(`${site.stack.baseUrl}${PLAN_PATH}?meals=7`);
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    expect(await radio(page, '6 meals').isChecked()).toBe(true);
    await context.close();
  });

  it('when a choice changes, then its total shows at once, worked out in the page, and the server’s answer agrees', async () => {
    const { page, context } = await openPlanPage();
    await waitForTotal(page, money((await quote({ meal_size: 'S', number_of_meals: 8 })).total_price));
    // The server's answers are held back: the total the page shows meanwhile is its own.
    const held: Array<() => Promise<void>> = [];
    await page.route('**/api/calculate-price/', (route) => {
      held.push(() => route.continue().catch(() => undefined));
    });

    await radio(page, 'Large').check();
    const large = await quote({ meal_size: 'L', number_of_meals: 8 });
    await waitForTotal(page, money(large.total_price));
    const workedOut = await breakdown(page);
    expect(held).toHaveLength(1);

    await page.unroute('**/api/calculate-price/');
    for (const answer of held) await answer();
    await page.waitForTimeout(500);
    await waitForTotal(page, money(large.total_price));
    expect(await breakdown(page)).toEqual(workedOut);
    await context.close();
  });

  it('when choices change faster than prices arrive, then the last figures stay (dimmed) and only the latest choice’s price shows', async () => {
    const { page, context } = await openPlanPage();
    // With a code applied, only the server can price a choice (the page works out none), so each waits for it.
    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    await page.getByLabel('Discount code').fill('CHEF24');
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitForTotal(
      page,
      money((await quote({ meal_size: 'S', number_of_meals: 8, discount_code: 'CHEF24' })).total_price),
    );
    // Large is slow to price; Lean, chosen after it, is quick.
    await page.route('**/api/calculate-price/', async (route) => {
      const body = route.request().postDataJSON() as PriceBody;
      if (body.meal_size === 'L') await new Promise((resolve) => setTimeout(resolve, 1_500));
      try {
        await route.continue();
      } catch {
        // The page cancelled this request (a newer choice superseded it).
      }
    });

    await radio(page, 'Large').check();
    // Meanwhile the previous total is still on screen, marked as updating.
    await page.waitForSelector(
      '[data-testid="plan-summary"] [data-testid="price-breakdown"][aria-busy="true"]',
    );
    expect(await summary(page).getByTestId('price-total').isVisible()).toBe(true);
    await radio(page, 'Lean').check();

    const lean = await quote({ meal_size: 'LEAN', number_of_meals: 8, discount_code: 'CHEF24' });
    await waitForTotal(page, money(lean.total_price));
    await page.waitForTimeout(2_000); // long enough for Large's price to have come back, had it not been dropped
    await waitForTotal(page, money(lean.total_price));
    expect(await radio(page, 'Lean').isChecked()).toBe(true);
    await context.close();
  });

  it('when the price cannot be had, then an error with Try again shows and no price at all; trying again prices the plan', async () => {
    const { page, context } = await openPage(site.browser);
    let failing = true;
    await page.route('**/api/calculate-price/', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/problem+json',
            body: JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503 }),
          })
        : route.continue(),
    );
    await page.goto(`${site.stack.baseUrl}${PLAN_PATH}`);
    const alert = summary(page).getByRole('alert');
    await alert.getByText('We couldn’t work out your price').waitFor();
    expect(await summary(page).getByTestId('price-total').count()).toBe(0);
    expect(await summary(page).getByText('£').count()).toBe(0);
    await expect(
      summary(page).getByRole('button', { name: 'Select Plan' }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    await screenshot(page, 'plan-price-error-1280');

    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await waitForTotal(page, money((await quote({ meal_size: 'S', number_of_meals: 8 })).total_price));
    await context.close();
  });

  it('when a signed-in customer presses Select Plan, then the plan is kept and they go on to /join-now/meals/', async () => {
    const user = newTestUser('plan');
    await registerThroughApi(site.stack.baseUrl, user);
    const { page, context } = await openPage(site.browser);
    await page.goto(`${site.stack.baseUrl}/meals`);
    await putTokens(page, await tokensThroughApi(site.stack.baseUrl, user));
    await page.goto(`${site.stack.baseUrl}${PLAN_PATH}`);
    await page.getByTestId('plan-greeting').getByText('Welcome, Ada').waitFor();

    await radio(page, 'Meat Only').check();
    await radio(page, 'Large').check();
    await radio(page, '10 meals').check();
    await waitForTotal(page, money((await quote({ meal_size: 'L', number_of_meals: 10 })).total_price));
    await summary(page).getByRole('button', { name: 'Select Plan' }).click();

    await page.waitForURL(`${site.stack.baseUrl}/join-now/meals/`);
    expect(await storedPlan(page)).toEqual({
      version: 1,
      plan: { protein_preference: 'MO', meal_size: 'L', number_of_meals: 10, discount_code: null },
    });
    await context.close();
  });

  it('when a visitor presses Select Plan, then the Get Started form shows beside their plan; once registered they go on with it', async () => {
    const { page, context, pageErrors } = await openPlanPage();
    await radio(page, 'Large').check();
    await radio(page, '12 meals').check();
    const expected = await quote({ meal_size: 'L', number_of_meals: 12 });
    await waitForTotal(page, money(expected.total_price));
    await summary(page).getByRole('button', { name: 'Select Plan' }).click();

    const heading = page.getByRole('heading', { level: 1, name: 'Get Started' });
    await heading.waitFor();
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(
      page.getByTestId('purchase-progress').locator('[aria-current="step"]').textContent(),
    ).resolves.toBe('2Details');
    const aside = page.getByTestId('registration-plan');
    await aside.getByText('12 Large meals a week, Meat & Vegan').waitFor();
    await aside.getByText(money(expected.total_price)).waitFor();

    // Back (or Change plan) returns to the plan as it was.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    expect(await radio(page, '12 meals').isChecked()).toBe(true);
    await summary(page).getByRole('button', { name: 'Select Plan' }).click();
    await heading.waitFor();

    const user = newTestUser('planreg');
    await fillRegistration(page, user);

    await page.waitForURL(`${site.stack.baseUrl}/join-now/meals/`);
    expect((await storedTokens(page)).access).not.toBeNull();
    expect(await storedPlan(page)).toEqual({
      version: 1,
      plan: { protein_preference: 'MV', meal_size: 'L', number_of_meals: 12, discount_code: null },
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when opened on a phone, then it fits the screen and a bottom bar keeps the total and Select Plan in reach', async () => {
    const { page, context } = await openPlanPage(PLAN_PATH, PHONE);
    const expected = await quote({ meal_size: 'S', number_of_meals: 8 });
    await waitForTotal(page, money(expected.total_price));
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const bar = page.getByTestId('mobile-price-bar');
    await bar.getByText(money(expected.total_price)).waitFor();
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="mobile-price-bar"]')?.getBoundingClientRect();
      return box !== undefined && Math.abs(box.bottom - window.innerHeight) < 1;
    });
    await screenshot(page, 'plan-390');

    // Once the full price panel is in view, the bar steps aside.
    await summary(page).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="mobile-price-bar"]')?.getBoundingClientRect();
      return box !== undefined && box.top >= window.innerHeight;
    });
    await screenshot(page, 'plan-390-summary');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="mobile-price-bar"]')?.getBoundingClientRect();
      return box !== undefined && Math.abs(box.bottom - window.innerHeight) < 1;
    });
    await bar.getByRole('button', { name: 'Select Plan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
    await screenshot(page, 'plan-register-390', { fullPage: true });
    await context.close();
  });
});
