import type { Locator, Page } from 'playwright-core';
import { orderReference, type AddOn, type Meal, type Order, type Subscription } from '@mealbox/contracts';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, PHONE, openPage, screenshot, horizontalOverflow } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { dayLabel, weekdayDate } from './support/days';
import { gbp, mealsOnEveryMenuAhead } from './support/site';
import {
  newTestUser,
  putTokens,
  registerThroughApi,
  tokensThroughApi,
  type TokenPair,
} from './support/identity';
import { changeOrderThroughApi, orderOf, placeOrderThroughApi, quote } from './support/ordering';
import { E2E_ADMIN } from './support/stack';
import { openAccount, subscribedCustomer } from './support/subscriptions';
import { londonDate } from '@mealbox/contracts/london-calendar';

const site = useSiteInBrowser();

const url = (path: string) => `${site.stack.baseUrl}${path}`;

const card = (page: Page) => page.getByTestId('subscription-card');
const statusBadge = (page: Page) => page.getByTestId('subscription-status');
/** The box of one slot, wherever it now arrives. */
const box = (page: Page, id: string) => page.locator(`[data-testid="delivery"][data-delivery-id="${id}"]`);
const boxInState = (page: Page, id: string, state: string) =>
  page.locator(`[data-testid="delivery"][data-delivery-id="${id}"][data-state="${state}"]`);
const confirmationIn = (place: Locator, words: string | RegExp) =>
  place.getByTestId('change-confirmation').filter({ hasText: words });
const confirmationsList = (page: Page) => page.getByTestId('confirmations').getByTestId('confirmation');

let meals: Meal[] = [];
beforeAll(async () => {
  meals = await mealsOnEveryMenuAhead(site.stack.baseUrl);
}, 30_000);

describe('the subscription on /account', () => {
  it('when a customer opens /account after their first paid box, then they see their subscription and next boxes, and skip, restore, pause, resume, change plan, move, choose meals and cancel, each confirmed in the server’s words', async () => {
    const favourite = meals[0] as Meal;
    const { user, subscription } = await subscribedCustomer(site.stack.baseUrl, 'subs', favourite);
    const next = subscription.upcoming_deliveries.find((each) => each.state === 'open');
    if (!next?.charge)
      throw new Error('the new subscription has no open box with a charge in its next 14 days');
    const { page, context, pageErrors } = await openAccount(site, user);

    // The subscription: active, the plan in words, the next box with what it costs and when.
    await statusBadge(page).getByText('Active').waitFor();
    const plan = page.getByTestId('subscription-plan');
    for (const words of ['Meat & Vegan', 'Standard', '8 meals a week', subscription.delivery_day])
      await plan.getByText(words, { exact: true }).waitFor();
    const nextBox = box(page, next.id);
    await nextBox.getByRole('heading', { name: weekdayDate(next.date) }).waitFor();
    await nextBox
      .getByText(`You will be charged ${gbp(next.charge.amount)} on ${weekdayDate(next.charge.date)}.`)
      .waitFor();
    await nextBox.getByText(`Changes close at 12:00 on ${weekdayDate(next.charge.date)}.`).waitFor();
    await nextBox.getByText('Open for changes').waitFor();
    await page
      .getByTestId('confirmations')
      .getByText(subscription.confirmations[0]?.summary ?? '')
      .waitFor();
    await screenshot(page, 'account-subscription-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    // Skip it: skipped, not charged, and the confirmation to prove it.
    await nextBox.getByRole('button', { name: 'Skip this box' }).click();
    await boxInState(page, next.id, 'skipped').waitFor();
    await confirmationIn(nextBox, `You skipped your box on ${weekdayDate(next.date)}`).waitFor();
    await nextBox
      .getByText('You skipped this box, so it will not come and you will not be charged for it.')
      .waitFor();
    await confirmationsList(page)
      .first()
      .getByText(/^You skipped your box on/)
      .waitFor();
    await screenshot(page, 'account-subscription-skipped-1280');

    // Restore it.
    await nextBox.getByRole('button', { name: 'Restore this box' }).click();
    await boxInState(page, next.id, 'open').waitFor();
    await confirmationIn(nextBox, `You restored your box on ${weekdayDate(next.date)}`).waitFor();

    // Pause until the first day offered: the box falls in the pause.
    await card(page).getByRole('button', { name: 'Pause deliveries' }).click();
    const pause = page.getByRole('dialog', { name: 'Pause your deliveries' });
    const resumeOn = await pause.getByLabel('Start my deliveries again on').inputValue();
    expect(resumeOn > next.date).toBe(true);
    await screenshot(pause, 'account-subscription-pause-dialog-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await pause.getByRole('button', { name: 'Pause deliveries' }).click();
    await statusBadge(page)
      .getByText(`Paused until ${weekdayDate(resumeOn)}`)
      .waitFor();
    await boxInState(page, next.id, 'paused').waitFor();
    await confirmationIn(card(page), `You paused your deliveries until ${weekdayDate(resumeOn)}`).waitFor();
    await screenshot(page, 'account-subscription-paused-1280', { fullPage: true });

    // Resume: active again, the box comes.
    await card(page).getByRole('button', { name: 'Resume deliveries' }).click();
    await statusBadge(page).getByText('Active').waitFor();
    await boxInState(page, next.id, 'open').waitFor();
    await confirmationIn(card(page), /^You resumed your deliveries\./).waitFor();

    // Change plan: the dialog says it applies from the next open box and shows the server's price.
    const large10 = await quote(site.stack.baseUrl, { meal_size: 'L', number_of_meals: 10 });
    await card(page).getByRole('button', { name: 'Change plan' }).click();
    const change = page.getByRole('dialog', { name: 'Change your plan' });
    await change
      .getByText(`Your new plan applies from your next open box, on ${weekdayDate(next.date)}.`)
      .waitFor();
    await change.getByLabel('Meal size').selectOption('L');
    await change.getByLabel('Meals per week').selectOption('10');
    await change.getByText(`Each box will cost ${gbp(large10.total_price)}, delivery included.`).waitFor();
    await screenshot(change, 'account-subscription-plan-dialog-1280');
    await change.getByRole('button', { name: 'Change plan' }).click();
    await card(page).getByText('New plan: 10 Large meals a week, Meat & Vegan').waitFor();
    await card(page)
      .getByText(`Your new plan starts with your box on ${weekdayDate(next.date)}.`)
      .waitFor();
    await confirmationIn(card(page), /^You changed your plan to 10 Large meals a week/).waitFor();
    await nextBox.getByText('10 Large meals a week, Meat & Vegan').waitFor();
    await nextBox.getByText(`You will be charged ${gbp(large10.total_price)} on`).waitFor();

    // Move it to the first other day offered.
    await nextBox.getByRole('button', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: `Move your ${weekdayDate(next.date)} box` });
    const firstDay = move.getByRole('radio').first();
    await firstDay.waitFor();
    const movedTo = await firstDay.getAttribute('value');
    if (!movedTo) throw new Error('no day to move the box to');
    await firstDay.check();
    await move.getByRole('button', { name: 'Move box' }).click();
    await nextBox.getByText(`Moved from ${weekdayDate(next.scheduled_date)}.`).waitFor();
    await nextBox.getByRole('heading', { name: weekdayDate(movedTo) }).waitFor();
    // The server writes its days with the year: 'from Tuesday 8 December 2026 to ...'.
    await confirmationIn(
      nextBox,
      new RegExp(`^You moved your box from ${weekdayDate(next.date)} \\d{4} to ${weekdayDate(movedTo)}`),
    ).waitFor();

    // Choose its ten meals: Save only once the box is full.
    await nextBox.getByRole('button', { name: 'Choose meals' }).click();
    const choose = page.getByRole('dialog', { name: `Meals for ${weekdayDate(movedTo)}` });
    const save = choose.getByRole('button', { name: 'Save my meals' });
    const addOne = choose.getByRole('button', { name: `Add one ${favourite.name}` });
    await addOne.waitFor();
    expect(await save.isDisabled()).toBe(true);
    for (let count = 0; count < 10; count++) await addOne.click();
    await choose.getByText('10 of 10 chosen: your box is full.').waitFor();
    await screenshot(page, 'account-subscription-meals-dialog-1280');
    await save.click();
    await nextBox.getByText(`Your meals: 10 × ${favourite.name}.`).waitFor();
    await confirmationIn(nextBox, /^You chose/).waitFor();

    // Add a dessert to this box alone (the next boxes keep the every-week extras, none here).
    const desserts = (await (await fetch(url('/api/add-ons/?category=dessert'))).json()) as AddOn[];
    const dessert = desserts[0]!;
    await nextBox.getByRole('button', { name: 'Extras for this box' }).click();
    const extras = page.getByRole('dialog', { name: `Extras for ${weekdayDate(movedTo)}` });
    await extras.getByRole('button', { name: `Add one ${dessert.name}` }).click();
    await screenshot(page, 'account-subscription-extras-dialog-1280');
    await extras.getByRole('button', { name: 'Save extras' }).click();
    await nextBox.getByText(`Extras: 1 × ${dessert.name}.`).waitFor();
    await confirmationIn(nextBox, new RegExp(dessert.name)).waitFor();

    // Cancel, in one dialog that says what happens next.
    await card(page).getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await cancel.getByText('more boxes come and you are not charged again.').waitFor();
    await screenshot(cancel, 'account-subscription-cancel-dialog-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await statusBadge(page).getByText('Cancelled').waitFor();
    await confirmationIn(card(page), /^You cancelled your subscription\./).waitFor();
    await card(page).getByRole('link', { name: 'Choose your plan' }).waitFor();
    expect(await card(page).getByRole('button', { name: 'Pause deliveries' }).count()).toBe(0);
    expect(await confirmationsList(page).count()).toBe(10);
    await screenshot(page, 'account-subscription-cancelled-1280', { fullPage: true });

    // After a reload the page reads the same from the server.
    await page.reload();
    await statusBadge(page).getByText('Cancelled').waitFor();
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a customer changes how often boxes come and adds an extra box, then the card and the boxes say so in the server’s words', async () => {
    const favourite = meals[0] as Meal;
    const { user } = await subscribedCustomer(site.stack.baseUrl, 'often', favourite);
    const { page, context, pageErrors } = await openAccount(site, user);

    // Every week to begin with; the change starts with the next open box, which anchors the new rhythm.
    await page.getByTestId('subscription-frequency').getByText('Every week', { exact: true }).waitFor();
    await card(page).getByRole('button', { name: 'Change frequency' }).click();
    const often = page.getByRole('dialog', { name: 'Change how often boxes come' });
    await often.getByText(/^Your new rhythm starts with your next open box, on /).waitFor();
    await often.getByLabel('Delivery frequency').selectOption('fortnightly');
    await screenshot(often, 'account-subscription-frequency-dialog-1280');
    await often.getByRole('button', { name: 'Change frequency' }).click();
    await confirmationIn(card(page), /^From \w+ \d+ \w+ \d{4} you will get a box every 2 weeks\./).waitFor();
    await card(page).getByText('New frequency: Every 2 weeks').waitFor();

    // One box more, on the first free day offered: it is listed with the others.
    await card(page).getByRole('button', { name: 'Add an extra box' }).click();
    const extra = page.getByRole('dialog', { name: 'Add an extra box' });
    const firstDay = extra.getByRole('radio').first();
    await firstDay.waitFor();
    const day = await firstDay.getAttribute('value');
    if (!day) throw new Error('no day offered for an extra box');
    await firstDay.check();
    await extra.getByRole('button', { name: 'Add extra box' }).click();
    await confirmationIn(card(page), `You added an extra box on ${weekdayDate(day)}`).waitFor();
    await box(page, day)
      .getByRole('heading', { name: weekdayDate(day) })
      .waitFor();
    await box(page, day).getByText('An extra box, on top of your usual ones.').waitFor();

    await page.reload();
    await card(page).getByText('New frequency: Every 2 weeks').waitFor();
    await box(page, day).waitFor();
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a box can no longer change (the server answers 409), then its words are shown beside the box and the button works again', async () => {
    const { user, subscription } = await subscribedCustomer(site.stack.baseUrl, 'subs409', meals[1] as Meal);
    const next = subscription.upcoming_deliveries.find((each) => each.state === 'open');
    if (!next) throw new Error('no open box');
    const { page, context } = await openAccount(site, user);
    const detail = `Changes to your ${weekdayDate(next.date)} box closed at 12:00 on ${weekdayDate(next.cut_off.slice(0, 10))}.`;
    await page.route('**/deliveries/*/skip/', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, detail }),
      }),
    );
    const nextBox = box(page, next.id);
    const skip = nextBox.getByRole('button', { name: 'Skip this box' });
    await skip.click();
    await nextBox.getByRole('alert').getByText(detail).waitFor();
    expect(await skip.isEnabled()).toBe(true);
    await boxInState(page, next.id, 'open').waitFor();
    await context.close();
  });

  it('when opened on a phone, then the subscription fits the screen, and its dialogs open as sheets', async () => {
    const { user } = await subscribedCustomer(site.stack.baseUrl, 'subsphone', meals[2] as Meal);
    const { page, context, pageErrors } = await openAccount(site, user, PHONE);
    await statusBadge(page).getByText('Active').waitFor();
    await page.getByTestId('delivery').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'account-subscription-390', { fullPage: true });
    await screenshot(card(page), 'account-subscription-card-390');
    await screenshot(page.getByTestId('deliveries'), 'account-subscription-boxes-390');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    await card(page).getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await cancel.getByRole('button', { name: 'Keep my subscription' }).waitFor();
    await screenshot(page, 'account-subscription-cancel-dialog-390');
    await cancel.getByRole('button', { name: 'Keep my subscription' }).click();
    await statusBadge(page).getByText('Active').waitFor();

    await page.getByTestId('delivery').first().getByRole('button', { name: 'Choose meals' }).click();
    await page.getByRole('dialog').getByTestId('quantity-stepper').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'account-subscription-meals-dialog-390');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a customer has no subscription yet, then the page says it starts with their first paid box and leads to the plans', async () => {
    const newcomer = newTestUser('subsnone');
    await registerThroughApi(site.stack.baseUrl, newcomer);
    const { page, context } = await openAccount(site, newcomer);
    const none = page.getByTestId('subscription-none');
    await none.getByText('It starts with your first paid box').waitFor();
    expect(await none.getByRole('link', { name: 'Choose your plan' }).getAttribute('href')).toBe(
      '/join-now/plans/',
    );
    expect(await page.getByTestId('deliveries').count()).toBe(0);
    await page.getByRole('heading', { name: 'Your orders' }).waitFor();
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await screenshot(page, 'account-subscription-none-1280', { fullPage: true });
    await context.close();
  });

  it('when the subscription cannot be loaded, then the card says so and Try again loads it', async () => {
    const grace = newTestUser('subsdown');
    await registerThroughApi(site.stack.baseUrl, grace);
    const opened = await openPage(site.browser, DESKTOP);
    const { page, context } = opened;
    let failing = true;
    await page.route('**/api/subscriptions/current/', (route) =>
      failing ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    await page.goto(url('/meals'));
    await putTokens(page, await tokensThroughApi(site.stack.baseUrl, grace));
    await page.goto(url('/account'));

    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load your subscription' });
    await alert.getByText('Something went wrong on our side. Please try again in a moment.').waitFor();
    await screenshot(page, 'account-subscription-error-1280');
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('subscription-none').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('when the saved card was refused for a box past its cut-off, then the box says why and when the card is tried again', async () => {
    const { user, subscription } = await subscribedCustomer(site.stack.baseUrl, 'subscard', meals[3] as Meal);
    const first = subscription.upcoming_deliveries[0];
    if (!first?.charge) throw new Error('no box with a charge');
    const retryAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const reason = 'Your bank asked you to confirm this payment, which it cannot do while you are away.';
    const opened = await openPage(site.browser, DESKTOP);
    const { page, context } = opened;
    // The box's order and its refused charge come from the weekly job and the payment service at its cut-off,
    // days away: the server's answer is given them here, as it will read then.
    await page.route('**/api/subscriptions/current/', async (route) => {
      const answer = (await (await route.fetch()).json()) as Subscription;
      const [box, ...rest] = answer.upcoming_deliveries;
      if (!box) return route.fulfill({ json: answer });
      const lockedBox = {
        ...box,
        state: 'locked' as const,
        changeable: false,
        order: {
          id: answer.first_order_id,
          reference: 'MB-5F3A9C21',
          order_status: 'processing' as const,
          payment_status: 'failed' as const,
          payment_problem: { reason, retry_at: retryAt },
        },
      };
      await route.fulfill({ json: { ...answer, upcoming_deliveries: [lockedBox, ...rest] } });
    });
    await page.goto(url('/meals'));
    await putTokens(page, await tokensThroughApi(site.stack.baseUrl, user));
    await page.goto(url('/account'));

    const lockedBox = box(page, first.id);
    await lockedBox.getByText('Locked', { exact: true }).waitFor();
    await lockedBox.getByText(/^Locked: changes closed at 12:00 on/).waitFor();
    await lockedBox
      .getByText(`Your payment of ${gbp(first.charge.amount)} has not gone through yet.`)
      .waitFor();
    await lockedBox.getByText('Order MB-5F3A9C21').waitFor();
    const problem = lockedBox
      .getByRole('status')
      .filter({ hasText: 'We couldn’t take payment for this box' });
    await problem.getByText(`${reason} We will try your card again at`).waitFor();
    expect(await lockedBox.getByRole('button').count()).toBe(0);
    await screenshot(lockedBox, 'account-subscription-payment-problem-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await context.close();
  });
});

/** Staff move an order one step on (PATCH /api/orders/{id}/update_order_status/), as the order screen does. */
async function moveOrderThroughApi(token: string, id: string, orderStatus: string): Promise<void> {
  const response = await fetch(url(`/api/orders/${id}/update_order_status/`), {
    method: 'PATCH',
    headers: {
      Authorization: `JWT ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ order_status: orderStatus }),
  });
  if (response.status !== 200) throw new Error(`update_order_status answered ${response.status}`);
}

/** The London day of an instant, as the API writes days ('2026-03-12'). */
const londonDayOf = (instant: Date | string) => londonDate(new Date(instant));

/** A London day `days` from today. */
const londonDay = (days: number) => londonDayOf(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

const orderRows = (page: Page) => page.getByTestId('orders').getByTestId('order');
const rowIds = (page: Page) =>
  orderRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-order-id')));

describe('“Your orders” on /account', () => {
  it('when a customer has two orders, then both are listed, newest first, with their days, plans, statuses and totals, and the unpaid one leads to its cart', async () => {
    const user = newTestUser('orders');
    await registerThroughApi(site.stack.baseUrl, user);
    const tokens = await tokensThroughApi(site.stack.baseUrl, user);
    const admin = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
    const first = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
      meal_size: 'S',
      number_of_meals: 8,
      items: [{ meal_id: (meals[0] as Meal).id, quantity: 8 }],
    });
    await changeOrderThroughApi(site.stack.baseUrl, admin.access, first.id, { payment_status: 'completed' });
    await moveOrderThroughApi(admin.access, first.id, 'preparing');
    const second = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
      meal_size: 'L',
      number_of_meals: 10,
      items: [{ meal_id: (meals[1] as Meal).id, quantity: 10 }],
    });
    expect(second.total_amount).not.toBe(first.total_amount);

    const { page, context, pageErrors } = await openAccount(site, user);
    const orders = page.getByTestId('orders');
    await orders.getByText('2 orders, newest first').waitFor();
    expect(await rowIds(page)).toEqual([second.id, first.id]);

    const newest = orderRows(page).nth(0);
    await newest.getByRole('heading', { name: `Order ${orderReference(second.id)}` }).waitFor();
    await newest.getByText('10 Large meals, Meat & Vegan').waitFor();
    await newest.getByText(weekdayDate(second.delivery_date), { exact: true }).waitFor();
    await newest.getByText(weekdayDate(londonDayOf(second.ordered_at)), { exact: true }).waitFor();
    await newest.getByTestId('order-status').getByText('Order received').waitFor();
    await newest.getByTestId('payment-status').getByText('Awaiting payment').waitFor();
    expect(await newest.getByTestId('order-total').textContent()).toBe(`Total ${gbp(second.total_amount)}`);

    const older = orderRows(page).nth(1);
    await older.getByRole('heading', { name: `Order ${orderReference(first.id)}` }).waitFor();
    await older.getByText('8 Standard meals, Meat & Vegan').waitFor();
    await older.getByTestId('order-status').getByText('Being prepared').waitFor();
    await older.getByTestId('payment-status').getByText('Paid').waitFor();
    expect(await older.getByTestId('order-total').textContent()).toBe(`Total ${gbp(first.total_amount)}`);
    // Paid: nothing to pay, and no paging for two orders.
    expect(await older.getByRole('link').count()).toBe(0);
    expect(await orders.getByRole('navigation').count()).toBe(0);

    await screenshot(orders, 'account-orders-1280');
    await screenshot(page, 'account-orders-page-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    // On a phone the card fits the screen.
    const phone = await openAccount(site, user, PHONE);
    await phone.page.getByTestId('orders').getByText('2 orders, newest first').waitFor();
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page.getByTestId('orders'), 'account-orders-390');
    expect(describeViolations(await seriousAxeViolations(phone.page))).toBe('');
    await phone.context.close();

    // The unpaid order leads to its cart, where it is paid.
    const payNow = newest.getByRole('link', { name: `Pay now for order ${orderReference(second.id)}` });
    expect(await payNow.getAttribute('href')).toBe(`/cart/${second.id}`);
    await payNow.click();
    await page.waitForURL(url(`/cart/${second.id}`));
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    await page.getByTestId('proceed-to-payment').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the orders fill more than one page, then Next and Previous page through them, five at a time', async () => {
    const user = newTestUser('ordpages');
    await registerThroughApi(site.stack.baseUrl, user);
    const tokens = await tokensThroughApi(site.stack.baseUrl, user);
    const placed: Order[] = [];
    for (let count = 0; count < 6; count++) {
      placed.push(
        await placeOrderThroughApi(site.stack.baseUrl, tokens, {
          meal_size: 'S',
          number_of_meals: 6,
          items: [{ meal_id: (meals[count % meals.length] as Meal).id, quantity: 6 }],
        }),
      );
    }
    const newestFirst = placed.map((order) => order.id).reverse();
    const { page, context, pageErrors } = await openAccount(site, user);
    const orders = page.getByTestId('orders');
    await orders.getByText('6 orders, newest first').waitFor();
    const paging = orders.getByRole('navigation', { name: 'Pages of your orders' });
    await paging.getByText('Page 1 of 2').waitFor();
    expect(await rowIds(page)).toEqual(newestFirst.slice(0, 5));
    expect(await paging.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');

    await paging.getByRole('button', { name: 'Next' }).click();
    await paging.getByText('Page 2 of 2').waitFor();
    expect(await rowIds(page)).toEqual(newestFirst.slice(5));
    expect(await paging.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    await screenshot(orders, 'account-orders-page-2-1280');

    await paging.getByRole('button', { name: 'Previous' }).click();
    await paging.getByText('Page 1 of 2').waitFor();
    expect(await rowIds(page)).toEqual(newestFirst.slice(0, 5));
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the orders cannot be loaded, then the card says so and Try again loads them', async () => {
    const user = newTestUser('ordsdown');
    await registerThroughApi(site.stack.baseUrl, user);
    const { page, context } = await openPage(site.browser, DESKTOP);
    let failing = true;
    await page.route(
      (address) => address.pathname === '/api/orders/',
      (route) => (failing ? route.fulfill({ status: 503, body: '' }) : route.fallback()),
    );
    await page.goto(url('/meals'));
    await putTokens(page, await tokensThroughApi(site.stack.baseUrl, user));
    await page.goto(url('/account'));

    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load your orders' });
    await alert.getByText('Something went wrong on our side. Please try again in a moment.').waitFor();
    await screenshot(page.getByTestId('orders'), 'account-orders-error-1280');
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    // No order yet: the invitation to a first box.
    await page.getByTestId('orders').getByText('Once you’ve ordered your first box').waitFor();
    expect(
      await page.getByTestId('orders').getByRole('link', { name: 'Choose a plan' }).getAttribute('href'),
    ).toBe('/join-now/plans/');
    await context.close();
  });
});

/** The local provider's hosted card page: fills the card form and submits it. */
async function payByCard(page: Page, cardNumber: string): Promise<void> {
  await page.waitForURL(/\/pay\/local\//);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('04/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

/**
 * A box's order as the weekly job places it (eight Standard meals, a real order through the API) and the refusal
 * the box charger reports (staff mark its payment failed).
 */
async function refusedBoxOrder(tokens: TokenPair, meal: Meal): Promise<Order> {
  const order = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
    meal_size: 'S',
    number_of_meals: 8,
    items: [{ meal_id: meal.id, quantity: 8 }],
  });
  const admin = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
  await changeOrderThroughApi(site.stack.baseUrl, admin.access, order.id, { payment_status: 'failed' });
  return order;
}

/**
 * A real order (placed through the API) as the weekly job's box order reads: it names the subscription, and
 * comes on `day` when one is given. The job only places a box at its cut-off, days away for a new subscription.
 */
async function fakeBoxOrder(
  page: Page,
  box: { order: Order; subscriptionId: string; day?: string },
): Promise<void> {
  await page.route(`**/api/orders/${box.order.id}/`, async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const order = (await response.json()) as Order;
    const day = box.day ?? order.delivery_date;
    await route.fulfill({
      response,
      json: { ...order, delivery_date: day, subscription_id: box.subscriptionId },
    });
  });
}

/**
 * The answers of a box whose saved card was refused, as they will read once its cut-off has passed (days away for
 * a new subscription): the subscription's first box is locked, two days off, with `order` as its order, payment
 * failed; that order (a real one, placed through the API, its payment marked failed by staff) comes that day.
 */
async function fakeRefusedBox(
  page: Page,
  box: { order: Order; subscriptionId: string; day: string; cutOff: string; reason: string },
): Promise<void> {
  await page.route('**/api/subscriptions/current/', async (route) => {
    const answer = (await (await route.fetch()).json()) as Subscription;
    const [first, ...rest] = answer.upcoming_deliveries;
    if (!first) return route.fulfill({ json: answer });
    const refused = {
      ...first,
      date: box.day,
      scheduled_date: box.day,
      cut_off: box.cutOff,
      state: 'locked' as const,
      changeable: false,
      move_dates: [],
      order: {
        id: box.order.id,
        reference: orderReference(box.order.id),
        order_status: 'processing' as const,
        payment_status: 'failed' as const,
        payment_problem: { reason: box.reason, retry_at: null },
      },
    };
    await route.fulfill({ json: { ...answer, upcoming_deliveries: [refused, ...rest] } });
  });
  await fakeBoxOrder(page, box);
}

describe('paying for a box whose saved card was refused', () => {
  it('when the box offers “Pay for this box”, then its cart takes the server’s total by card, without letting its day or a code change', async () => {
    const { user, subscription } = await subscribedCustomer(site.stack.baseUrl, 'subspay', meals[4] as Meal);
    const first = subscription.upcoming_deliveries[0];
    if (!first) throw new Error('no box');
    const tokens = await tokensThroughApi(site.stack.baseUrl, user);
    const boxOrder = await refusedBoxOrder(tokens, meals[4] as Meal);
    const refused = {
      order: boxOrder,
      subscriptionId: subscription.id,
      day: londonDay(2),
      cutOff: `${londonDay(-1)}T12:00:00.000Z`,
      reason: 'Your card was declined.',
    };

    const { page, context, pageErrors } = await openPage(site.browser, DESKTOP);
    await fakeRefusedBox(page, refused);
    await page.goto(url('/meals'));
    await putTokens(page, tokens);
    await page.goto(url('/account'));
    const refusedBox = box(page, first.id);
    const problem = refusedBox
      .getByRole('status')
      .filter({ hasText: 'We couldn’t take payment for this box' });
    await problem
      .getByText(
        'Your card was declined. Please pay for this box with another card: we will use that card for your next boxes too.',
      )
      .waitFor();
    const pay = problem.getByRole('link', { name: 'Pay for this box' });
    expect(await pay.getAttribute('href')).toBe(`/cart/${boxOrder.id}`);
    await screenshot(refusedBox, 'account-subscription-pay-for-box-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    await pay.click();
    await page.waitForURL(url(`/cart/${boxOrder.id}`));
    await page.getByRole('heading', { level: 1, name: 'Pay for your box' }).waitFor();
    await page.getByText(`your box for ${weekdayDate(refused.day)}. Its day and meals are settled`).waitFor();
    await page
      .getByTestId('payment-declined')
      .getByText('Your card was declined. We will not try your saved card again.')
      .waitFor();
    // Its day is the box's, sooner than any new order could have, and it stays.
    await page.getByTestId('delivery-date').getByText(dayLabel(refused.day)).waitFor();
    await page
      .getByTestId('delivery-fixed')
      .getByText(`Changes to this box closed at`)
      .filter({ hasText: weekdayDate(londonDay(-1)) })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Change day' }).count()).toBe(0);
    expect(await page.getByText('Have a discount code?').count()).toBe(0);
    await page.getByTestId('box-items').getByText('8 of 8 meals chosen').waitFor();
    await page
      .getByTestId('payment-panel')
      .getByTestId('price-total')
      .filter({ hasText: gbp(boxOrder.total_amount) })
      .waitFor();
    await screenshot(page, 'cart-box-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    // The same cart on a phone.
    const phone = await openPage(site.browser, PHONE);
    await fakeRefusedBox(phone.page, refused);
    await phone.page.goto(url('/meals'));
    await putTokens(phone.page, tokens);
    await phone.page.goto(url(`/cart/${boxOrder.id}`));
    await phone.page.getByRole('heading', { level: 1, name: 'Pay for your box' }).waitFor();
    await phone.page.getByTestId('proceed-to-payment').waitFor();
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'cart-box-390', { fullPage: true });
    await phone.context.close();

    // A declined card brings the customer back to the box's cart, which says so; another card pays it.
    await page.getByTestId('proceed-to-payment').click();
    await payByCard(page, '4000 0000 0000 0002');
    await page.waitForURL(url(`/cart/${boxOrder.id}?payment=declined`));
    await page.getByRole('heading', { level: 1, name: 'Pay for your box' }).waitFor();
    await page
      .getByTestId('payment-declined')
      .getByText('Your card was declined, so no money was taken. Please try again with another card.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Change day' }).count()).toBe(0);

    // Paid by card at the server's total: the order reads paid.
    await page.getByTestId('proceed-to-payment').click();
    await page.waitForURL(/\/pay\/local\//);
    await page
      .getByRole('heading', { level: 1, name: `Pay ${gbp(boxOrder.total_amount)} by card` })
      .waitFor();
    await payByCard(page, '4242 4242 4242 4242');
    await page.waitForURL(url(`/success?order_id=${boxOrder.id}`));
    await page.getByRole('heading', { level: 1, name: 'Your Payment was Successful!' }).waitFor();
    const { order } = await orderOf(site.stack.baseUrl, tokens, boxOrder.id);
    expect(order.payment_status).toBe('completed');
    expect(order.total_amount).toBe(boxOrder.total_amount);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the unpaid box is older than the next two weeks’ boxes, then its cart is still a box’s: no new day, no code, and words that need no cut-off', async () => {
    const { user, subscription } = await subscribedCustomer(site.stack.baseUrl, 'subsold', meals[4] as Meal);
    const tokens = await tokensThroughApi(site.stack.baseUrl, user);
    // None of the subscription's next boxes carries this order, as for an older box.
    const boxOrder = await refusedBoxOrder(tokens, meals[4] as Meal);

    const { page, context, pageErrors } = await openPage(site.browser, DESKTOP);
    await fakeBoxOrder(page, { order: boxOrder, subscriptionId: subscription.id });
    await page.goto(url('/meals'));
    await putTokens(page, tokens);
    await page.goto(url(`/cart/${boxOrder.id}`));
    await page.getByRole('heading', { level: 1, name: 'Pay for your box' }).waitFor();
    await page
      .getByText(`your box for ${weekdayDate(boxOrder.delivery_date)}. Its day and meals are settled`)
      .waitFor();
    await page
      .getByTestId('payment-declined')
      .getByText('Your saved card could not be charged for this box.')
      .waitFor();
    await page
      .getByTestId('delivery-fixed')
      .getByText('Changes to this box have closed, so its day and meals stay as they are.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Change day' }).count()).toBe(0);
    expect(await page.getByText('Have a discount code?').count()).toBe(0);
    await page
      .getByTestId('payment-panel')
      .getByTestId('price-total')
      .filter({ hasText: gbp(boxOrder.total_amount) })
      .waitFor();
    await page.getByTestId('proceed-to-payment').waitFor();
    await screenshot(page, 'cart-older-box-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
