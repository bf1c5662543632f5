import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { TOPICS, orderReference } from '@mealbox/contracts';
import type { Meal, Order, PaymentSucceededData } from '@mealbox/contracts';
import { createEvent, createKafkaEventBus, createLogger } from '@mealbox/platform';
import { TEST_KAFKA } from '@mealbox/test-support';
import { useSiteInBrowser } from './support/site-in-browser';
import { DESKTOP, PHONE, openPage, screenshot, horizontalOverflow } from './support/browser';
import { describeViolations, seriousAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/stack';
import {
  newTestUser,
  putTokens,
  registerThroughApi,
  signInAtManage,
  tokensThroughApi,
  type TestUser,
  type TokenPair,
} from './support/identity';
import { customerOf, orderOf, placeOrderThroughApi } from './support/ordering';
import { gbp, mealsOnEveryMenuAhead } from './support/site';

const site = useSiteInBrowser();

const url = (path: string) => `${site.stack.baseUrl}${path}`;

/** A call to the API through the gateway, as the given user. */
async function call(method: string, path: string, token: string, body?: unknown): Promise<number> {
  const response = await fetch(url(path), {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `JWT ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Registers a customer, waits until ordering knows their name (from identity's event), and gives a phone. */
async function customerWithName(user: TestUser): Promise<TokenPair> {
  await registerThroughApi(site.stack.baseUrl, user);
  const tokens = await tokensThroughApi(site.stack.baseUrl, user);
  const deadline = Date.now() + 15_000;
  while (!(await customerOf(site.stack.baseUrl, tokens)).name) {
    if (Date.now() > deadline) throw new Error(`ordering never learnt the name of ${user.username}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await call('PATCH', '/api/customers/me/', tokens.access, { phone_number: '07700 900123' })).toBe(
    200,
  );
  return tokens;
}

/** Opens a page signed in as the stack's staff account (tokens from identity, as a sign-in would store them). */
async function openAsAdmin(path: string, viewport: { width: number; height: number } = DESKTOP) {
  const opened = await openPage(site.browser, viewport);
  await opened.page.goto(url('/manage'));
  await putTokens(opened.page, await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN));
  await opened.page.goto(url(path));
  return opened;
}

/** Waits until the report has answered (nothing dimmed as loading). */
async function settledReport(page: Page): Promise<void> {
  await page
    .getByText(/^(Showing \d+–\d+ of \d+ orders|\d+ orders?)$|No orders found/)
    .first()
    .waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

const rows = (page: Page) => page.getByTestId('order-row');

/**
 * Waits for the search's own answer: the address changes before the report asks, so the previous (settled) list
 * can still show for a moment; the count of one tells the new answer apart.
 */
async function narrowedToOne(page: Page): Promise<void> {
  await page.getByText(/^1 order$/).waitFor();
  await settledReport(page);
  expect(await rows(page).count()).toBe(1);
}
const searchBox = (page: Page) => page.getByLabel('Search by reference, name, email or order ID');
const statusCard = (page: Page) => page.getByTestId('order-status-card');
const paymentCard = (page: Page) => page.getByTestId('payment-card');

const ada = newTestUser('ada');
const grace = { ...newTestUser('grace'), first_name: 'Grace', last_name: 'Hopperton' };
let meals: Meal[];
let adaTokens: TokenPair;
let graceTokens: TokenPair;
/** Ada's orders, oldest first: eleven, so the report has two pages with Grace's. */
const adaOrders: Order[] = [];
let graceOrder: Order;

beforeAll(async () => {
  meals = await mealsOnEveryMenuAhead(site.stack.baseUrl);
  [adaTokens, graceTokens] = await Promise.all([customerWithName(ada), customerWithName(grace)]);
  const plan = {
    meal_size: 'S' as const,
    number_of_meals: 6,
    items: [
      { meal_id: meals[0]!.id, quantity: 4 },
      { meal_id: meals[1]!.id, quantity: 2 },
    ],
  };
  for (let i = 0; i < 11; i++)
    adaOrders.push(await placeOrderThroughApi(site.stack.baseUrl, adaTokens, plan));
  graceOrder = await placeOrderThroughApi(site.stack.baseUrl, graceTokens, plan);
}, 90_000);

describe('the order report at /manage-orders', () => {
  it('when staff sign in and follow Orders in the sidebar, then the newest ten orders show with their statuses, and Next and Previous page through the rest', async () => {
    const { page, context, pageErrors } = await openPage(site.browser, DESKTOP);
    await page.goto(url('/manage'));
    await signInAtManage(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL(url('/manage-dashboard'));

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(url('/manage-orders'));
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await settledReport(page);
    expect(await page.title()).toBe('Orders · Admin | Mealbox');
    await page.getByText('Showing 1–10 of 12 orders').waitFor();
    expect(await rows(page).count()).toBe(10);

    // Newest first: Grace's order heads the list, with everything a row shows.
    const first = rows(page).first();
    expect(await first.textContent()).toContain(orderReference(graceOrder.id));
    await first.getByText('Grace Hopperton').waitFor();
    await first.getByText(grace.email).waitFor();
    await first.getByText(gbp(graceOrder.total_amount)).waitFor();
    await first.getByText('Payment pending').waitFor();
    await first.getByText('Processing', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(url('/manage-orders?page=2'));
    await settledReport(page);
    await page.getByText('Showing 11–12 of 12 orders').waitFor();
    expect(await rows(page).count()).toBe(2);
    expect(await rows(page).last().textContent()).toContain(orderReference(adaOrders[0]!.id));
    expect(await page.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL(url('/manage-orders'));
    await settledReport(page);
    expect(await rows(page).count()).toBe(10);

    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await screenshot(page, 'admin-orders-1280', { fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when staff search by a customer’s name, an order id or reference, or look for something no order has, then the report narrows, keeps the search in the address, and says when nothing matches', async () => {
    const { page, context } = await openAsAdmin('/manage-orders');
    await settledReport(page);
    await searchBox(page).fill('hopperton');
    await page.waitForURL(url('/manage-orders?search=hopperton'));
    await narrowedToOne(page);
    expect(await rows(page).first().textContent()).toContain(orderReference(graceOrder.id));

    // The whole order id finds that order.
    await searchBox(page).fill(adaOrders[3]!.id);
    await page.waitForURL(url(`/manage-orders?search=${adaOrders[3]!.id}`));
    await narrowedToOne(page);
    expect(await rows(page).first().textContent()).toContain(orderReference(adaOrders[3]!.id));

    // The reference as a customer reads it out: any case, without the MB-.
    const quoted = orderReference(adaOrders[5]!.id).slice('MB-'.length).toLowerCase();
    await searchBox(page).fill(quoted);
    await page.waitForURL(url(`/manage-orders?search=${quoted}`));
    await narrowedToOne(page);
    expect(await rows(page).first().textContent()).toContain(orderReference(adaOrders[5]!.id));

    await searchBox(page).fill('nobody-ordered-this');
    await page.getByRole('heading', { name: 'No orders found matching your criteria' }).waitFor();
    await page.getByRole('button', { name: 'Show all orders' }).click();
    await page.waitForURL(url('/manage-orders'));
    await settledReport(page);
    expect(await rows(page).count()).toBe(10);

    // Dates: nothing was ordered before today.
    await page.goto(url('/manage-orders?end_date=2020-01-31'));
    await page.getByRole('heading', { name: 'No orders found matching your criteria' }).waitFor();
    await context.close();
  });

  it('when staff search and press Export CSV, then a CSV of every matching order (not just the page) downloads, newest first, with the report’s columns', async () => {
    const { page, context, pageErrors } = await openAsAdmin('/manage-orders?search=example');
    await settledReport(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8');
    const [header, ...lines] = text.split('\r\n').filter(Boolean);
    expect(header).toBe(
      'Order reference,Order ID,Ordered at (UTC),Customer name,Customer email,Delivery date,Order status,Payment status,Price lines,Total (GBP),Safe place,Delivery instructions',
    );
    // Both customers' emails are at example addresses: all twelve orders, Grace's (the newest) first.
    const ours = [...adaOrders, graceOrder].map((order) => order.id);
    const exported = lines.map((line) => line.split(',')[1]).filter((id) => ours.includes(id ?? ''));
    expect(exported).toEqual([graceOrder.id, ...[...adaOrders].reverse().map((order) => order.id)]);
    expect(lines.find((line) => line.includes(graceOrder.id))).toContain(`Grace Hopperton,${grace.email}`);

    // With a search only Grace's order matches, and the export follows the report's filters.
    await searchBox(page).fill('hopperton');
    await page.waitForURL(url('/manage-orders?search=hopperton'));
    await settledReport(page);
    const [narrowed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const narrowedLines = readFileSync(await narrowed.path(), 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(narrowedLines).toHaveLength(2);
    expect(narrowedLines[1]).toContain(graceOrder.id);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the order detail at /manage-orders/{orderId}', () => {
  it('when staff open an order and press each next step, then it goes from processing to delivered, and the status filter finds it', async () => {
    const order = adaOrders[10]!;
    const { page, context, pageErrors } = await openAsAdmin('/manage-orders');
    await settledReport(page);
    await rows(page)
      .filter({ hasText: orderReference(order.id) })
      .getByText('Ada Lovelace')
      .click();
    await page.waitForURL(url(`/manage-orders/${order.id}`));
    await page.getByRole('heading', { level: 1, name: `Order ${orderReference(order.id)}` }).waitFor();

    // The order: its meals with pictures, the customer with their phone, the address and the price.
    const items = page.getByTestId('order-item');
    expect(await items.count()).toBe(2);
    await items.filter({ hasText: meals[0]!.name }).getByText('× 4').waitFor();
    await items.filter({ hasText: meals[1]!.name }).getByText('× 2').waitFor();
    expect(await page.getByTestId('order-items').locator('img').count()).toBe(2);
    const customer = page.getByTestId('order-customer');
    await customer.getByText('Ada Lovelace').waitFor();
    await customer.getByText(ada.email).waitFor();
    await customer.getByTestId('customer-phone').getByText('07700 900123').waitFor();
    await customer.getByText('LS1 4AP').waitFor();
    await page.getByTestId('price-total').getByText(gbp(order.total_amount)).waitFor();
    // A pending payment can be marked paid or failed, not refunded.
    expect(await paymentCard(page).getByRole('button').allTextContents()).toEqual([
      'Mark as Paid',
      'Mark Payment Failed',
    ]);

    const steps = [
      ['Start Preparing', 'Preparing'],
      ['Mark as Ready', 'Ready'],
      ['Out for Delivery', 'Out for delivery'],
      ['Mark as Delivered', 'Delivered'],
    ] as const;
    for (const [button, status] of steps) {
      expect(await statusCard(page).getByRole('button').allTextContents()).toEqual([button, 'Cancel Order']);
      await statusCard(page).getByRole('button', { name: button }).click();
      await statusCard(page).getByText(status, { exact: true }).waitFor();
    }
    // Delivered: no step left, and it can no longer be cancelled.
    expect(await statusCard(page).getByRole('button').count()).toBe(0);
    await statusCard(page).getByText('This order has been delivered.').waitFor();
    const { order: stored } = await orderOf(site.stack.baseUrl, adaTokens, order.id);
    expect(stored.order_status).toBe('delivered');
    await screenshot(page, 'admin-order-detail-1280', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    // Back to the report, filtered by status.
    await page.getByRole('link', { name: 'All orders' }).click();
    await page.waitForURL(url('/manage-orders'));
    await settledReport(page);
    await page.getByLabel('Status').selectOption('delivered');
    await page.waitForURL(url('/manage-orders?status=delivered'));
    await settledReport(page);
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain(orderReference(order.id));
    await page.getByLabel('Status').selectOption('cancelled');
    await page.getByRole('heading', { name: 'No orders found matching your criteria' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when staff press Cancel Order, then it asks first; keeping the order changes nothing, and confirming cancels it and leaves no step or Cancel Order', async () => {
    const order = adaOrders[6]!;
    const reference = orderReference(order.id);
    const { page, context, pageErrors } = await openAsAdmin(`/manage-orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: `Order ${reference}` }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });

    // Asked, then kept (the button, then Escape): still processing, with both its buttons.
    await statusCard(page).getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.getByText(`Cancel order ${reference}?`).waitFor();
    await dialog.getByText(/A cancelled order cannot be started again/).waitFor();
    await page.waitForTimeout(300); // the dialog's fade-in
    await screenshot(page, 'admin-order-cancel-1280');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await dialog.getByRole('button', { name: 'Keep as it is' }).click();
    await dialog.waitFor({ state: 'detached' });
    await statusCard(page).getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await statusCard(page).getByText('Processing', { exact: true }).waitFor();
    expect(await statusCard(page).getByRole('button').allTextContents()).toEqual([
      'Start Preparing',
      'Cancel Order',
    ]);
    expect((await orderOf(site.stack.baseUrl, adaTokens, order.id)).order.order_status).toBe('processing');

    // Asked and confirmed: cancelled, and nothing is left to press for the order.
    await statusCard(page).getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await statusCard(page).getByText('Cancelled', { exact: true }).waitFor();
    await page.getByTestId('order-badges').getByText('Cancelled', { exact: true }).waitFor();
    await statusCard(page).getByText('This order was cancelled. Nothing more to do.').waitFor();
    expect(await statusCard(page).getByRole('button').count()).toBe(0);
    expect(await statusCard(page).getByRole('alert').count()).toBe(0);
    expect((await orderOf(site.stack.baseUrl, adaTokens, order.id)).order.order_status).toBe('cancelled');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when staff mark a payment failed, then it reads failed and only Mark as Paid is left', async () => {
    const order = adaOrders[9]!;
    const { page, context } = await openAsAdmin(`/manage-orders/${order.id}`);
    await paymentCard(page).getByRole('button', { name: 'Mark Payment Failed' }).click();
    // The buttons follow the answer: wait for the card to offer only what a failed payment can still do.
    await page.waitForFunction(() => {
      const buttons = document.querySelectorAll('[data-testid="payment-card"] button');
      return Array.from(buttons, (button) => button.textContent?.trim()).join('|') === 'Mark as Paid';
    });
    expect((await orderOf(site.stack.baseUrl, adaTokens, order.id)).order.payment_status).toBe('failed');
    await context.close();
  });

  it('when staff press Mark as Paid on a failed payment, then it reads paid and only Issue Refund is left', async () => {
    const order = adaOrders[4]!;
    const admin = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
    expect(await call('PATCH', `/api/orders/${order.id}/`, admin.access, { payment_status: 'failed' })).toBe(
      200,
    );
    const { page, context, pageErrors } = await openAsAdmin(`/manage-orders/${order.id}`);
    await paymentCard(page).getByText('Payment failed').waitFor();
    expect(await paymentCard(page).getByRole('button').allTextContents()).toEqual(['Mark as Paid']);

    await paymentCard(page).getByRole('button', { name: 'Mark as Paid' }).click();
    await paymentCard(page).getByText('Payment paid').waitFor();
    await page.getByTestId('order-badges').getByText('Payment paid').waitFor();
    expect(await paymentCard(page).getByRole('button').allTextContents()).toEqual(['Issue Refund']);
    expect(await paymentCard(page).getByRole('alert').count()).toBe(0);
    expect((await orderOf(site.stack.baseUrl, adaTokens, order.id)).order.payment_status).toBe('completed');
    // The order itself is untouched: still processing, with its next step.
    await statusCard(page).getByRole('button', { name: 'Start Preparing' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the customer has paid and staff issue a refund, then it asks first, says the refund is requested, and shows Refunded once the provider has made it', async () => {
    const order = adaOrders[8]!;
    // The customer pays on the local provider's card page.
    const session = await fetch(url('/api/create-checkout-session/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${adaTokens.access}` },
      body: JSON.stringify({
        amount: Math.round(Number(order.total_amount) * 100),
        product_name: 'Meal Plan',
        order_id: order.id,
      }),
    });
    expect(session.status).toBe(200);
    const { checkout_url } = (await session.json()) as { checkout_url: string };
    const payer = await openPage(site.browser, DESKTOP);
    await payer.page.goto(checkout_url);
    await payer.page.getByLabel('Name on card').fill('Ada Lovelace');
    await payer.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payer.page.getByLabel('Expiry date').fill('04/30');
    await payer.page.getByLabel('Security code (CVC)').fill('123');
    await payer.page.getByRole('button', { name: /^Pay £/ }).click();
    await payer.page.waitForURL(/\/success\?order_id=/);
    await payer.context.close();
    const deadline = Date.now() + 15_000;
    while ((await orderOf(site.stack.baseUrl, adaTokens, order.id)).order.payment_status !== 'completed') {
      if (Date.now() > deadline) throw new Error('the payment never reached the order');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const { page, context, pageErrors } = await openAsAdmin(`/manage-orders/${order.id}`);
    await paymentCard(page).getByText('Payment paid').waitFor();
    expect(await paymentCard(page).getByRole('button').allTextContents()).toEqual(['Issue Refund']);
    await paymentCard(page).getByRole('button', { name: 'Issue Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a refund?' });
    await dialog.getByText(`Refund ${gbp(order.total_amount)} to Ada Lovelace?`).waitFor();
    await page.waitForTimeout(300); // the dialog's fade-in
    await screenshot(page, 'admin-order-refund-1280');
    await dialog.getByRole('button', { name: 'Issue Refund' }).click();
    await paymentCard(page)
      .getByTestId('refund-requested')
      .getByText(/Refund requested/)
      .waitFor();
    await paymentCard(page).getByText('Payment refunded').waitFor({ timeout: 20_000 });
    expect(await paymentCard(page).getByRole('button').count()).toBe(0);
    expect((await orderOf(site.stack.baseUrl, adaTokens, order.id)).order.payment_status).toBe('refunded');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when a payment does not match the order, then the payment card says what was taken and what the order costs, and Mark as Paid settles it', async () => {
    const order = adaOrders[2]!;
    // The provider took an older, cheaper price (a checkout that raced the order's reprice), as payment reports it.
    const totalPence = Math.round(Number(order.total_amount) * 100);
    const data: PaymentSucceededData = {
      orderId: order.id,
      // Ordering matches the payment to the order by its id; the user is not read.
      userId: order.customer,
      amountPence: totalPence - 1000,
      currency: 'gbp',
      provider: 'local',
      sessionId: 'cs_test_older',
      succeededAt: new Date().toISOString(),
    };
    const bus = await createKafkaEventBus({
      ...TEST_KAFKA,
      clientId: 'e2e-payments',
      logger: createLogger('e2e-payments', 'silent'),
    });
    const event = createEvent('PaymentSucceeded', data, { producer: 'payment', correlationId: randomUUID() });
    await bus.publish([{ topic: TOPICS.paymentPayments, key: order.id, value: JSON.stringify(event) }]);
    await bus.close();
    const deadline = Date.now() + 15_000;
    while (!(await orderOf(site.stack.baseUrl, adaTokens, order.id)).order.payment_problem) {
      if (Date.now() > deadline) throw new Error('the mismatch never reached the order');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const { page, context, pageErrors } = await openAsAdmin(`/manage-orders/${order.id}`);
    const problem = paymentCard(page).getByTestId('payment-problem');
    await paymentCard(page).getByText('The payment does not match the order').waitFor();
    await problem.getByText(`Taken: ${gbp(((totalPence - 1000) / 100).toFixed(2))}`).waitFor();
    await problem.getByText(`Order total: ${gbp(order.total_amount)}`).waitFor();
    await paymentCard(page).getByText('Payment pending').waitFor();
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await screenshot(page, 'admin-order-payment-mismatch-1280');

    await paymentCard(page).getByRole('button', { name: 'Mark as Paid' }).click();
    await paymentCard(page).getByText('Payment paid').waitFor();
    expect(await problem.count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('when the order changed elsewhere meanwhile, then the spec’s failure alerts say so', async () => {
    const order = adaOrders[7]!;
    const admin = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
    const { page, context } = await openAsAdmin(`/manage-orders/${order.id}`);
    await statusCard(page).getByRole('button', { name: 'Start Preparing' }).waitFor();
    // Another member of staff cancels it and marks it paid while this page is open.
    expect(
      await call('PATCH', `/api/orders/${order.id}/update_order_status/`, admin.access, {
        order_status: 'cancelled',
      }),
    ).toBe(200);
    expect(
      await call('PATCH', `/api/orders/${order.id}/`, admin.access, { payment_status: 'completed' }),
    ).toBe(200);

    await statusCard(page).getByRole('button', { name: 'Start Preparing' }).click();
    await statusCard(page).getByRole('alert').getByText('Failed to update order status').waitFor();
    await paymentCard(page).getByRole('button', { name: 'Mark Payment Failed' }).click();
    await paymentCard(page).getByRole('alert').getByText('Failed to update payment status').waitFor();
    await context.close();
  });

  it('when the address names no order, or the order cannot be loaded, then the spec’s messages show', async () => {
    const { page, context } = await openAsAdmin('/manage-orders/0123456789abcdef01234567');
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    await page.route('**/api/orders/**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(url(`/manage-orders/${adaOrders[0]!.id}`));
    await page.getByRole('alert').getByText('Failed to load order details. Please try again.').waitFor();
    await page.unroute('**/api/orders/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('heading', { level: 1, name: `Order ${orderReference(adaOrders[0]!.id)}` })
      .waitFor();
    await context.close();
  });

  it('when the report and an order are opened on a phone, then they fit the screen, as cards', async () => {
    const { page, context, pageErrors } = await openAsAdmin('/manage-orders', PHONE);
    await settledReport(page);
    expect(await rows(page).count()).toBe(10);
    expect(await page.locator('table').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-orders-390', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');

    await rows(page)
      .filter({ hasText: orderReference(adaOrders[5]!.id) })
      .click();
    await page.waitForURL(url(`/manage-orders/${adaOrders[5]!.id}`));
    await page.getByTestId('order-items').waitFor();
    await page.getByTestId('customer-phone').getByText('07700 900123').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-order-detail-390', { fullPage: true });
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a customer’s orders at /manage-users', () => {
  it('when staff open the Orders of a customer, then each order is its MB- reference in the report’s words, and opens the order', async () => {
    const admin = await tokensThroughApi(site.stack.baseUrl, E2E_ADMIN);
    expect(
      await call('PATCH', `/api/orders/${graceOrder.id}/`, admin.access, { payment_status: 'completed' }),
    ).toBe(200);
    const { page, context, pageErrors } = await openAsAdmin(
      `/manage-users?search=${encodeURIComponent(grace.username)}`,
    );
    await page.getByRole('button', { name: `Orders of ${grace.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Orders of ${grace.username}` });
    const reference = dialog.getByRole('link', { name: orderReference(graceOrder.id), exact: true });
    await reference.waitFor();
    await dialog.getByText('Payment paid').waitFor();
    await dialog.getByText('Processing', { exact: true }).waitFor();
    // The same words as the report: no raw ids, no 'Payment completed'.
    const text = (await dialog.textContent()) ?? '';
    expect(text).not.toContain(graceOrder.id);
    expect(text).not.toContain('completed');
    await page.waitForTimeout(300); // let the dialog finish rising in
    await screenshot(page, 'admin-user-orders-paid-1280');

    await reference.click();
    await page.waitForURL(url(`/manage-orders/${graceOrder.id}`));
    await page.getByRole('heading', { level: 1, name: `Order ${orderReference(graceOrder.id)}` }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
