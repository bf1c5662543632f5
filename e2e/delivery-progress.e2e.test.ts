import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { orderReference } from '@mealbox/contracts';
import type { Meal } from '@mealbox/contracts';
import { inboxOf, mailpitAnswers } from '../services/notifications/test/mailpit';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, PHONE, horizontalOverflow, openPage, screenshot } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { newTestUser, putTokens, registerThroughApi, tokensThroughApi } from './support/identity';
import type { TokenPair } from './support/identity';
import { placeOrderThroughApi } from './support/ordering';
import { mealsOnEveryMenuAhead } from './support/site';
import { E2E_ADMIN } from './support/stack';

/*
 * A box's way to the door, end to end: staff move it on from its order page, the courier (scripts/courier.mjs, the
 * demo's courier, signing as a real one would) reports a failed attempt and then the delivery, and the customer
 * follows it on /account and in their inbox (the local Mailpit).
 */

const site = useSiteInBrowser();
const url = (path: string) => `${site.stack.baseUrl}${path}`;
const run = promisify(execFile);

/** The demo courier's report for an order, through the site's gateway. */
async function courier(orderId: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('node', ['scripts/courier.mjs', orderId, ...args], {
    env: { ...process.env, SITE_URL: site.stack.baseUrl },
  });
  return stdout;
}

/** Waits until exactly the expected subjects have reached `address` (other than the welcome), then a moment more. */
async function subjectsFor(address: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  const subjects = async () =>
    (await inboxOf(address))
      .map((mail) => mail.subject)
      .filter((subject) => subject !== 'Welcome to Mealbox');
  while ((await subjects()).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails for ${address} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Long enough for a second copy to arrive, had one been sent.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  return (await subjects()).sort();
}

async function openWith(
  tokens: TokenPair,
  path: string,
  viewport: { width: number; height: number } = DESKTOP,
) {
  const opened = await openPage(site.browser, viewport);
  await opened.page.goto(url('/meals'));
  await putTokens(opened.page, tokens);
  await opened.page.goto(url(path));
  return opened;
}

describe('a box’s progress, from the staff screen and the courier to the customer', () => {
  let meals: Meal[];

  beforeAll(async () => {
    if (!(await mailpitAnswers())) throw new Error('Mailpit is not running: bash infra/up.sh starts it');
    meals = await mealsOnEveryMenuAhead(site.stack.baseUrl);
  });

  /** A new customer with one box placed for the earliest day (`items`: six of the first meal unless told). */
  async function customerWithOrder(prefix: string, items = [{ meal_id: meals[0]!.id, quantity: 6 }]) {
    const customer = newTestUser(prefix);
    await registerThroughApi(site.stack.baseUrl, customer);
    const tokens = await tokensThroughApi(site.stack.baseUrl, customer);
    const order = await placeOrderThroughApi(site.stack.baseUrl, tokens, {
      meal_size: 'S',
      number_of_meals: 6,
      items,
    });
    return { customer, tokens, order };
  }

  it('when staff send a box out and the courier fails once then delivers it, then the customer’s timeline and inbox tell it once each, and staff see every step', async () => {
    const { customer, tokens, order } = await customerWithOrder('follow');
    const reference = orderReference(order.id);

    // Staff move it on from the order page, as the kitchen and the dispatch desk would.
    const staff = await openWith(
      await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN),
      `/manage-orders/${order.id}`,
    );
    const progressCard = staff.page.getByTestId('delivery-progress');
    for (const [button, step] of [
      ['Start Preparing', 'Preparing'],
      ['Mark as Ready', 'Ready'],
      ['Out for Delivery', 'Out for delivery'],
    ] as const) {
      await staff.page.getByRole('button', { name: button, exact: true }).click();
      await progressCard.getByText(step, { exact: true }).waitFor();
    }
    expect(await progressCard.getByTestId('progress-step').last().textContent()).toMatch(/by staff$/);

    // The courier's van: nobody in at the first try, then handed over with a photo.
    expect(await courier(order.id, 'failed_attempt', '--reason', 'No one home, no safe place')).toMatch(
      /^200 .*"applied":true/,
    );
    expect(
      await courier(order.id, 'delivered', '--photo', 'https://courier.example/photos/doorstep.jpg'),
    ).toMatch(/^200 .*"order_status":"delivered"/);

    // The customer follows it on /account.
    const { page, context, pageErrors } = await openWith(tokens, '/account');
    const row = page.locator(`[data-testid="order"][data-order-id="${order.id}"]`);
    const timeline = row.getByTestId('order-timeline');
    await timeline.locator('[data-step="delivered"][data-state="current"]').waitFor();
    for (const step of ['ordered', 'preparing', 'out_for_delivery'])
      expect(await timeline.locator(`[data-step="${step}"]`).getAttribute('data-state')).toBe('done');
    // Not paid (it was placed through the API and never checked out): the timeline does not pretend it was.
    expect(await timeline.locator('[data-step="paid"]').getAttribute('data-state')).toBe('upcoming');
    expect(await timeline.locator('[data-step="delivered"] time').textContent()).toMatch(
      /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    );
    expect(await row.getByTestId('failed-attempts').textContent()).toContain('No one home, no safe place');
    expect(await row.getByRole('link', { name: /See where your box was left/ }).getAttribute('href')).toBe(
      'https://courier.example/photos/doorstep.jpg',
    );
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'delivery-timeline-account');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();

    // One mail per fact, each once.
    expect(await subjectsFor(customer.email, 3)).toEqual([
      `We couldn’t deliver your Mealbox (order ${reference})`,
      `Your Mealbox has arrived (order ${reference})`,
      `Your Mealbox is on its way (order ${reference})`,
    ]);

    // Staff see the courier's reports beside their own steps.
    await staff.page.reload();
    await progressCard.getByText('Attempt failed', { exact: true }).waitFor();
    const steps = await progressCard.getByTestId('progress-step').allTextContents();
    expect(steps.at(-2)).toMatch(/^Attempt failed.*by the courier: No one home, no safe place$/);
    expect(steps.at(-1)).toMatch(/^Delivered.*by the courier \(photo\)$/);
    await screenshot(staff.page, 'delivery-progress-staff', { fullPage: true });
    await staff.context.close();
  });

  it('when staff open the delivery day, print its packing list and send two packed boxes out together, then both go once and their customers are told', async () => {
    const box = [
      { meal_id: meals[0]!.id, quantity: 4 },
      { meal_id: meals[1]!.id, quantity: 2 },
    ];
    const packed = [await customerWithOrder('pack', box), await customerWithOrder('pack', box)];
    const customers = packed.map((entry) => entry.customer);
    const orders = packed.map((entry) => entry.order);
    // The first customer names a safe place afterwards: the edit reaches the open order, and its packing slip.
    const firstTokens = packed[0]!.tokens;
    const notes = await fetch(url(`/api/customers/addresses/${orders[0]!.customer_address}/`), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${firstTokens.access}` },
      body: JSON.stringify({
        address: orders[0]!.delivery_address.address,
        city: orders[0]!.delivery_address.city,
        county: orders[0]!.delivery_address.county,
        postcode: orders[0]!.delivery_address.postcode,
        safe_place: 'porch',
        delivery_instructions: 'Ring twice <please>',
      }),
    });
    expect(notes.status).toBe(200);
    const staffTokens = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
    const { page, context, pageErrors } = await openWith(staffTokens, '/manage-orders');
    // Packed: preparing, then ready, as the kitchen marks them.
    for (const order of orders)
      for (const order_status of ['preparing', 'ready'])
        expect(
          await page.evaluate(
            async ({ id, status, token }) => {
              const response = await fetch(`/api/orders/${id}/update_order_status/`, {
                method: 'PATCH',
                headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
                body: JSON.stringify({ order_status: status }),
              });
              // Read to the end: an unread body keeps the request open, and the page never goes quiet.
              await response.text();
              return response.status;
            },
            { id: order.id, status: order_status, token: staffTokens.access },
          ),
        ).toBe(200);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Deliveries' }).click();
    await page.waitForURL(/\/manage-deliveries/);
    await page.getByLabel('Delivery day').fill(orders[0]!.delivery_date);
    const slip = (id: string) => page.locator(`[data-testid="packing-slip"][data-order-id="${id}"]`);
    await slip(orders[0]!.id).waitFor();
    expect(await slip(orders[0]!.id).textContent()).toContain(`4 × ${meals[0]!.name}`);
    expect(await slip(orders[0]!.id).textContent()).toContain(`2 × ${meals[1]!.name}`);
    expect(await slip(orders[0]!.id).textContent()).toContain('LS1 4AP');
    expect(await slip(orders[0]!.id).getByTestId('slip-notes').textContent()).toBe(
      'Safe place: PorchInstructions: Ring twice <please>',
    );
    expect(await slip(orders[1]!.id).getByTestId('slip-notes').count()).toBe(0);
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await screenshot(page, 'delivery-day-1280', { fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'delivery-day-print', { fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    for (const order of orders) await page.getByLabel(`Choose ${orderReference(order.id)}`).check();
    await page.getByRole('button', { name: 'Out for Delivery (2)' }).click();
    await page.getByText('2 boxes sent out for delivery').waitFor();
    for (const order of orders) {
      await slip(order.id).getByText('Out for delivery', { exact: true }).waitFor();
      expect(await slip(order.id).getByRole('checkbox').count()).toBe(0);
    }
    for (const customer of customers)
      expect(await subjectsFor(customer.email, 1)).toEqual([
        expect.stringMatching(/^Your Mealbox is on its way \(order MB-[0-9A-F]{8}\)$/),
      ]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a customer follows an order on a phone, then the timeline fits the screen as a list', async () => {
    const { tokens, order } = await customerWithOrder('phone');
    const { page, context } = await openWith(tokens, '/account', PHONE);
    const timeline = page
      .locator(`[data-testid="order"][data-order-id="${order.id}"]`)
      .getByTestId('order-timeline');
    await timeline.locator('[data-step="ordered"][data-state="current"]').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await timeline.scrollIntoViewIfNeeded();
    await screenshot(page, 'delivery-timeline-phone');
    await context.close();
  });
});
