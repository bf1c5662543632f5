import type { Page } from 'playwright-core';
import type { Meal, Order } from '@mealbox/contracts';
import { menuWeekOf } from '@mealbox/contracts/weekly-menu';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, PHONE, openPage, screenshot, horizontalOverflow } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { dayLabel, weekdayDate } from './support/days';
import { cardNames, mealsOnEveryMenuAhead, waitForMenu, weekMenu } from './support/site';
import {
  newTestUser,
  putTokens,
  registerThroughApi,
  tokensThroughApi,
  type TokenPair,
} from './support/identity';
import { deliveryDates, orderOf } from './support/ordering';
import { openAccount, subscribedCustomer } from './support/subscriptions';
import { SIX_STANDARD } from './support/stored-plan';

const site = useSiteInBrowser();
const url = (path: string) => `${site.stack.baseUrl}${path}`;

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const names = (meals: readonly Meal[]) => meals.map((meal) => meal.name).sort();

/** The delivery days of a new order, grouped by menu week (the weeks the meal step offers), earliest first. */
async function deliveryWeeks(): Promise<Array<{ week: string; dates: string[] }>> {
  const { dates } = await deliveryDates(site.stack.baseUrl);
  const weeks = new Map<string, string[]>();
  for (const date of dates) {
    const week = menuWeekOf(date);
    weeks.set(week, [...(weeks.get(week) ?? []), date]);
  }
  return [...weeks].map(([week, days]) => ({ week, dates: days }));
}

describe('the menu changes weekly (/meals)', () => {
  it('when the visitor switches between this week and next week, then each shows its own menu, the address records the week, and the category filter works within it', async () => {
    const { page, context, pageErrors } = await openPage(site.browser);
    const dates = await deliveryDates(site.stack.baseUrl);
    const thisWeek = menuWeekOf(dates.today);
    const nextWeek = plusDays(thisWeek, 7);
    // Shown first: the week of the first day a new order can come, when that is next week.
    const [first, other] =
      menuWeekOf(dates.earliest) === nextWeek ? [nextWeek, thisWeek] : [thisWeek, nextWeek];
    const firstMenu = await weekMenu(site.stack.baseUrl, first);
    const otherMenu = await weekMenu(site.stack.baseUrl, other);
    // Each meal rests one week in four, so two weeks' menus differ.
    expect(names(firstMenu)).not.toEqual(names(otherMenu));

    await page.goto(url('/meals'));
    await waitForMenu(page);
    const switcher = page.getByRole('group', { name: 'Menu week' });
    const thisButton = switcher.getByRole('button', { name: `This week from ${weekdayDate(thisWeek)}` });
    const nextButton = switcher.getByRole('button', { name: `Next week from ${weekdayDate(nextWeek)}` });
    const [firstButton, otherButton] =
      first === thisWeek ? [thisButton, nextButton] : [nextButton, thisButton];
    await expect(firstButton.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(otherButton.getAttribute('aria-pressed')).resolves.toBe('false');
    await page.getByTestId('menu-week').getByText(weekdayDate(first)).waitFor();
    expect((await cardNames(page)).sort()).toEqual(names(firstMenu));
    await screenshot(page, 'menu-weeks-1280');

    await otherButton.click();
    await page.waitForURL(url(`/meals?week=${other}`));
    await page.getByTestId('menu-week').getByText(weekdayDate(other)).waitFor();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="meal-card"]').length === count,
      otherMenu.length,
    );
    await waitForMenu(page);
    expect((await cardNames(page)).sort()).toEqual(names(otherMenu));
    await expect(otherButton.getAttribute('aria-pressed')).resolves.toBe('true');

    // A category narrows that week's menu, and both stay in the address through a reload.
    const desserts = await weekMenu(site.stack.baseUrl, other, 'dessert');
    expect(desserts.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Dessert', exact: true }).click();
    await page.waitForURL(url(`/meals?week=${other}&category=dessert`));
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="meal-card"]').length === count,
      desserts.length,
    );
    expect((await cardNames(page)).sort()).toEqual(names(desserts));
    await page.reload();
    await waitForMenu(page);
    await expect(otherButton.getAttribute('aria-pressed')).resolves.toBe('true');
    expect((await cardNames(page)).sort()).toEqual(names(desserts));
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when opened on a phone, then the week switcher fits the screen beside the menu', async () => {
    const { page, context } = await openPage(site.browser, PHONE);
    await page.goto(url('/meals'));
    await waitForMenu(page);
    await page.getByRole('group', { name: 'Menu week' }).getByRole('button').nth(1).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'menu-weeks-390');
    await context.close();
  });
});

async function openSignedIn(tokens: TokenPair, viewport: { width: number; height: number } = DESKTOP) {
  const opened = await openPage(site.browser, viewport);
  await opened.page.goto(url('/meals'));
  await putTokens(opened.page, tokens);
  await opened.page.evaluate((plan) => {
    localStorage.setItem('mealbox:plan', JSON.stringify({ version: 1, plan }));
    localStorage.removeItem('mealbox:meal-selection');
  }, SIX_STANDARD);
  return opened;
}

const weekRadio = (page: Page, week: string) =>
  page.getByTestId('delivery-week-picker').getByRole('radio', { name: `Week of ${weekdayDate(week)}` });
const plus = (page: Page, meal: Meal) =>
  page
    .getByTestId('meals-step')
    .getByRole('article', { name: meal.name, exact: true })
    .getByRole('button', { name: `Add one ${meal.name}` });
const statusIs = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) => document.querySelector('[data-testid="selection-status"]')?.textContent === expected,
    text,
  );
const mealsStepCards = (page: Page) =>
  page.getByTestId('meals-step').getByTestId('meal-card').locator('h3').allTextContents();

describe('choosing the week of a first box (/join-now/meals/, then the address step)', () => {
  it('when the customer picks a later week, then its menu shows, meals off another week’s menu leave the box with a word why, only that week’s days are offered, and the order is placed for one of them', async () => {
    const user = newTestUser('weeks');
    await registerThroughApi(site.stack.baseUrl, user);
    const tokens = await tokensThroughApi(site.stack.baseUrl, user);
    const weeks = await deliveryWeeks();
    expect(weeks.length).toBeGreaterThanOrEqual(2);
    const [firstWeek, laterWeek] = [weeks[0]!, weeks[1]!];
    const firstMenu = await weekMenu(site.stack.baseUrl, firstWeek.week);
    const laterMenu = await weekMenu(site.stack.baseUrl, laterWeek.week);
    const onlyLater = laterMenu.find((meal) => !firstMenu.some((each) => each.id === meal.id));
    const onBoth = laterMenu.find((meal) => firstMenu.some((each) => each.id === meal.id));
    if (!onlyLater || !onBoth)
      throw new Error('the two weeks’ menus should share some meals and differ in others');

    const { page, context, pageErrors } = await openSignedIn(tokens);
    await page.goto(url('/join-now/meals/'));
    await page.getByTestId('meals-step').getByTestId('meal-card').first().waitFor();
    // One choice per week holding delivery days; the earliest to start with.
    expect(await page.getByTestId('delivery-week-picker').getByRole('radio').count()).toBe(weeks.length);
    expect(await weekRadio(page, firstWeek.week).isChecked()).toBe(true);
    expect((await mealsStepCards(page)).sort()).toEqual(names(firstMenu));

    await weekRadio(page, laterWeek.week).check();
    await page.getByText(`Menu for the week of ${weekdayDate(laterWeek.week)}`, { exact: true }).waitFor();
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[data-testid="meals-step"] [data-testid="meal-card"]').length === count,
      laterMenu.length,
    );
    expect((await mealsStepCards(page)).sort()).toEqual(names(laterMenu));
    for (let i = 0; i < 3; i++) await plus(page, onlyLater).click();
    for (let i = 0; i < 3; i++) await plus(page, onBoth).click();
    await statusIs(page, 'Great Choice.');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'meals-week-1280');

    // The earliest week's menu lacks one of them: it leaves the box, and the customer is told why.
    await weekRadio(page, firstWeek.week).check();
    await statusIs(page, 'You have selected 3 meals. Add 3 meal(s) to continue.');
    await page
      .getByText(
        `3 meals you chose aren’t on the menu for the week of ${weekdayDate(firstWeek.week)}, so we took them out of your box.`,
      )
      .first()
      .waitFor();
    // Back to the later week: the box is as it was.
    await weekRadio(page, laterWeek.week).check();
    await statusIs(page, 'Great Choice.');
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('mealbox:meal-selection') ?? 'null')),
    ).toEqual({
      version: 1,
      week: laterWeek.week,
      items: [
        { meal_id: onlyLater.id, quantity: 3 },
        { meal_id: onBoth.id, quantity: 3 },
      ],
    });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await page.getByTestId('meals-next').click();

    // The address step offers only the later week's days, says why, and leads back to change the week.
    await page.waitForURL(url('/join-now/details'));
    const days = page.getByTestId('delivery-days');
    await days.getByRole('radio').first().waitFor();
    expect(
      await days.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('value'))),
    ).toEqual(laterWeek.dates);
    await page
      .getByText(
        `Your meals are from the menu for the week of ${weekdayDate(laterWeek.week)}, so your box comes on a day that week.`,
      )
      .waitFor();
    await page.getByTestId('order-summary-week').getByText(weekdayDate(laterWeek.week)).waitFor();
    await page.getByRole('link', { name: 'change the week with your meals' }).waitFor();
    const chosenDay = laterWeek.dates[laterWeek.dates.length - 1]!;
    await days.getByRole('radio', { name: dayLabel(chosenDay) }).check();

    const form = page.getByTestId('details-form');
    await form.getByLabel('Phone number', { exact: true }).fill('07700 900456');
    await form.getByLabel('Address', { exact: true }).fill('10 Downing Street');
    await form.getByLabel('Town or city', { exact: true }).fill('London');
    await form.getByLabel('County', { exact: true }).fill('Greater London');
    await form.getByLabel('Postcode', { exact: true }).fill('SW1A 2AA');
    await screenshot(page, 'details-week-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    // A refusal of the meals by the server (stubbed once) shows its words and the way back to the meals.
    const refusal = `${onlyLater.name} is not on the menu for the week of ${weekdayDate(laterWeek.week)}. Choose another meal or another delivery day.`;
    let refused = false;
    await page.route('**/api/orders/', (route) => {
      if (route.request().method() !== 'POST' || refused) return route.fallback();
      refused = true;
      return route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          errors: { items: [refusal] },
        }),
      });
    });
    await form.getByRole('button', { name: 'Continue to checkout' }).click();
    const problem = page.getByTestId('order-problem');
    await problem.getByText('Some of your meals can’t be ordered').waitFor();
    await problem.getByText(refusal).waitFor();
    await problem.getByRole('link', { name: 'Change meals' }).waitFor();

    await form.getByRole('button', { name: 'Continue to checkout' }).click();
    await page.waitForURL(/\/cart\/([0-9a-f]{24})$/);
    const orderId = /\/cart\/([0-9a-f]{24})$/.exec(page.url())?.[1] ?? '';
    const placed: Order = (await orderOf(site.stack.baseUrl, tokens, orderId)).order;
    expect(placed.delivery_date).toBe(chosenDay);
    expect(placed.items.map((item) => item.meal.id).sort()).toEqual([onlyLater.id, onBoth.id].sort());
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the meal step and the address step are opened on a phone, then the week choice and the week’s days fit the screen', async () => {
    const user = newTestUser('weeksphone');
    await registerThroughApi(site.stack.baseUrl, user);
    const tokens = await tokensThroughApi(site.stack.baseUrl, user);
    const weeks = await deliveryWeeks();
    const menu = await weekMenu(site.stack.baseUrl, weeks[0]!.week);
    const { page, context } = await openSignedIn(tokens, PHONE);
    await page.goto(url('/join-now/meals/'));
    await page.getByTestId('delivery-week-picker').getByRole('radio').first().waitFor();
    await page.getByTestId('meals-step').getByTestId('meal-card').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'meals-week-390');
    for (let i = 0; i < 6; i++) await plus(page, menu[0]!).click();
    await statusIs(page, 'Great Choice.');
    await page.getByTestId('mobile-box-bar').getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(url('/join-now/details'));
    await page.getByTestId('delivery-days').getByRole('radio').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('delivery-week-days').scrollIntoViewIfNeeded();
    await screenshot(page, 'details-week-390');
    await context.close();
  });
});

/** A meal any day or box of the next two weeks can have. */
async function mealOnEveryMenuAhead(): Promise<Meal> {
  const [meal] = await mealsOnEveryMenuAhead(site.stack.baseUrl);
  if (!meal) throw new Error('no meal is on every menu ahead');
  return meal;
}

describe('the weekly menu and dietary requirements in /account', () => {
  it('when the customer ticks Gluten free and saves, then the card confirms it in the server’s words, shows it, and a reload keeps it', async () => {
    const { user } = await subscribedCustomer(site.stack.baseUrl, 'dietary', await mealOnEveryMenuAhead());
    const { page, context, pageErrors } = await openAccount(site, user);
    const section = page.getByTestId('subscription-card').getByTestId('dietary-requirements');
    await section.getByTestId('dietary-current').getByText('None', { exact: true }).waitFor();
    await section.getByText('we’ll only choose dishes that suit these', { exact: false }).waitFor();
    const save = section.getByRole('button', { name: 'Save dietary requirements' });
    await expect(save.getAttribute('aria-disabled')).resolves.toBe('true');

    await section.getByRole('checkbox', { name: 'Gluten free' }).check();
    await expect(save.getAttribute('aria-disabled')).resolves.toBe('false');
    await save.click();
    const confirmation = page.getByTestId('subscription-card').getByTestId('change-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toMatch(/gluten/i);
    await section.getByTestId('dietary-current').getByText('Gluten free', { exact: true }).waitFor();
    await expect(save.getAttribute('aria-disabled')).resolves.toBe('true');
    await screenshot(page.getByTestId('subscription-card'), 'account-dietary-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    await page.reload();
    await section.getByTestId('dietary-current').getByText('Gluten free', { exact: true }).waitFor();
    expect(await section.getByRole('checkbox', { name: 'Gluten free' }).isChecked()).toBe(true);
    expect(await section.getByRole('checkbox', { name: 'Dairy free' }).isChecked()).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a box’s meals are chosen, then the dialog names the box’s menu week and offers that week’s menu', async () => {
    const { user, subscription } = await subscribedCustomer(
      site.stack.baseUrl,
      'boxweek',
      await mealOnEveryMenuAhead(),
    );
    const open = subscription.upcoming_deliveries.filter((each) => each.state === 'open');
    const later = open[open.length - 1];
    if (!later) throw new Error('the new subscription has no open box');
    const week = menuWeekOf(later.date);
    const menu = await weekMenu(site.stack.baseUrl, later.date);
    const { page, context } = await openAccount(site, user);
    await page
      .locator(`[data-testid="delivery"][data-delivery-id="${later.id}"]`)
      .getByRole('button', { name: 'Choose meals' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Meals for ${weekdayDate(later.date)}` });
    await dialog
      .getByTestId('choose-meals-week')
      .getByText(`Menu for the week of ${weekdayDate(week)}`)
      .waitFor();
    await dialog.getByTestId('quantity-stepper').first().waitFor();
    const offered = await dialog
      .getByRole('button', { name: /^Add one / })
      .evaluateAll((buttons) =>
        buttons.map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Add one /, '')),
      );
    expect(offered.sort()).toEqual(names(menu));
    await screenshot(page, 'account-meals-week-1280');
    await context.close();

    const phone = await openAccount(site, user, PHONE);
    await phone.page.getByTestId('dietary-requirements').scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page.getByTestId('subscription-card'), 'account-dietary-390');
    await phone.context.close();
  });
});
