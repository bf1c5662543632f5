import type { Meal, Subscription } from '@mealbox/contracts';
import { DESKTOP, openPage, type OpenedPage } from './browser';
import {
  putTokens,
  registerThroughApi,
  tokensThroughApi,
  newTestUser,
  type TestUser,
  type TokenPair,
} from './identity';
import { changeOrderThroughApi, placeOrderThroughApi } from './ordering';
import type { SiteInBrowser } from './site-in-browser';
import { E2E_ADMIN } from './stack';

/** GET /api/subscriptions/current/ as the customer: the status and the answer. */
async function currentSubscription(
  baseUrl: string,
  tokens: TokenPair,
): Promise<{ status: number; body: Subscription | null }> {
  const response = await fetch(new URL('/api/subscriptions/current/', baseUrl), {
    headers: { Authorization: `JWT ${tokens.access}`, Accept: 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as Subscription | null };
}

/**
 * A customer with a subscription, as the site makes one: they register, order a box of `numberOfMeals` (eight
 * unless said) Standard meals of `meal` and staff mark it paid (Mark as Paid), which starts the subscription a
 * moment later (ordering's own event).
 */
export async function subscribedCustomer(
  baseUrl: string,
  prefix: string,
  meal: Meal,
  numberOfMeals = 8,
): Promise<{ user: TestUser; subscription: Subscription }> {
  const user = newTestUser(prefix);
  await registerThroughApi(baseUrl, user);
  const tokens = await tokensThroughApi(baseUrl, user);
  const order = await placeOrderThroughApi(baseUrl, tokens, {
    meal_size: 'S',
    number_of_meals: numberOfMeals,
    items: [{ meal_id: meal.id, quantity: numberOfMeals }],
  });
  const admin = await tokensThroughApi(baseUrl, E2E_ADMIN);
  await changeOrderThroughApi(baseUrl, admin.access, order.id, { payment_status: 'completed' });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const current = await currentSubscription(baseUrl, tokens);
    if (current.status === 200 && current.body !== null) return { user, subscription: current.body };
    if (Date.now() > deadline) throw new Error(`the subscription never started (${current.status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A page on the site's origin signed in as `user` (as a sign-in would leave it), then /account. */
export async function openAccount(
  site: SiteInBrowser,
  user: TestUser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<OpenedPage> {
  const opened = await openPage(site.browser, viewport);
  await opened.page.goto(new URL('/meals', site.stack.baseUrl).href);
  await putTokens(opened.page, await tokensThroughApi(site.stack.baseUrl, user));
  await opened.page.goto(new URL('/account', site.stack.baseUrl).href);
  await opened.page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
  return opened;
}
