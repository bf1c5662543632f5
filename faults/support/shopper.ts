import { randomUUID } from 'node:crypto';
import { LOCAL_CHECKOUT_PATH } from '@mealbox/contracts';
import { FAULT_STAFF } from './fault-stack';
import type { FaultStack } from './fault-stack';
import { callSite, signIn, until } from './service-calls';
import type { Answer } from './service-calls';

/** A signed-up customer with an address, who places orders and pays for them on the local provider's card page. */
export class Shopper {
  private constructor(
    private readonly stack: FaultStack,
    private readonly credentials: { username: string; password: string },
    private token: string,
    private readonly customerId: number | string,
    private readonly addressId: number | string,
    private readonly deliveryDate: string,
    /** Where the shop's mails to this shopper go (the local Mailpit's inbox). */
    readonly email: string,
  ) {}

  static async signUp(stack: FaultStack): Promise<Shopper> {
    const name = `fault${randomUUID().slice(0, 8)}`;
    const user = { username: name, password: 'fault-pass-2026-x', email: `${name}@example.co.uk` };
    await until(
      'sign-up',
      () =>
        callSite(stack, '/auth/users/', {
          method: 'POST',
          body: { ...user, first_name: 'Faye', last_name: 'Ault' },
        }),
      [201],
    );
    const credentials = { username: user.username, password: user.password };
    const token = await signIn(stack, credentials);
    const address = await until(
      'address',
      () =>
        callSite(stack, '/api/customers/add_address/', {
          method: 'POST',
          token,
          body: { address: '1 Fault Lane', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP' },
        }),
      [200, 201],
    );
    const customer = await until('customer', () => callSite(stack, '/api/customers/me', { token }), [200]);
    const dates = await until('delivery dates', () => callSite(stack, '/api/orders/delivery-dates/'), [200]);
    return new Shopper(
      stack,
      credentials,
      token,
      customer.body.id as string,
      address.body.id as string,
      (dates.body.dates as string[])[0] as string,
      user.email,
    );
  }

  /** Places an order and opens its checkout; answers the order id and the provider's session id. */
  async placeOrder(): Promise<{ orderId: string; sessionId: string }> {
    const placed = await this.placeOrderOnly();
    return { ...placed, sessionId: await this.openCheckout(placed) };
  }

  /** Places an order (ordering alone: payment learns of it from ordering's events). */
  async placeOrderOnly(): Promise<{ orderId: string; pence: number }> {
    const placed = await until(
      'place order',
      () =>
        this.callSignedIn('/api/orders/', {
          method: 'POST',
          body: {
            customer: this.customerId,
            customer_address: this.addressId,
            delivery_date: this.deliveryDate,
            protein_preference: 'MV',
            meal_size: 'S',
            number_of_meals: 6,
          },
        }),
      [201],
    );
    return { orderId: placed.body.id as string, pence: Math.round(Number(placed.body.total_amount) * 100) };
  }

  /**
   * Opens the order's hosted checkout; answers the provider's session id. Payment knows an order once ordering's
   * event has reached it, so "Order not found." a moment after placing it is tried again (for up to `timeoutMs`).
   */
  async openCheckout(order: { orderId: string; pence: number }, timeoutMs = 60_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const session = await this.callSignedIn('/api/create-checkout-session/', {
        method: 'POST',
        body: { amount: order.pence, product_name: 'Meal Plan', order_id: order.orderId },
      });
      if (session.status === 200) return (session.body.checkout_url as string).split('/').pop() as string;
      if ((session.status !== 404 && session.status < 500) || Date.now() > deadline)
        throw new Error(`checkout session: ${session.status} ${JSON.stringify(session.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /**
   * Confirms the order's total for payment (the cart's Proceed To Payment: the account credit it shows is spent
   * now); answers the order's total in pence as confirmed.
   */
  async confirmTotal(order: { orderId: string; pence: number }): Promise<number> {
    const confirmed = await until(
      'confirm the total',
      () =>
        this.callSignedIn(`/api/orders/${order.orderId}/`, {
          method: 'PATCH',
          body: { total_amount: (order.pence / 100).toFixed(2) },
        }),
      [200],
    );
    return Math.round(Number(confirmed.body.total_amount) * 100);
  }

  /** Staff grant the customer credit on one of their orders (once, whatever the retries: its Idempotency-Key). */
  async receiveCredit(orderId: string, amount: string): Promise<void> {
    const staffToken = await signIn(this.stack, FAULT_STAFF);
    const key = randomUUID();
    await until(
      'grant credit',
      () =>
        callSite(this.stack, `/api/admin/orders/${orderId}/credit/`, {
          method: 'POST',
          token: staffToken,
          headers: { 'Idempotency-Key': key },
          body: { amount, reason: 'goodwill' },
        }),
      [200, 201],
    );
  }

  /** Reads one of the customer's orders (the answer, whatever its status). */
  readOrder(orderId: string): Promise<Answer> {
    return this.callSignedIn(`/api/orders/${orderId}/`);
  }

  /**
   * Calls with the shopper's access token, signing in again when it has expired (it lives 10 minutes, shorter
   * than the whole suite), as the site refreshes its token.
   */
  private async callSignedIn(path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer> {
    const answer = await callSite(this.stack, path, { ...init, token: this.token });
    if (answer.status !== 401) return answer;
    this.token = await signIn(this.stack, this.credentials);
    return callSite(this.stack, path, { ...init, token: this.token });
  }

  /**
   * Pays again after an attempt that was cut off (the connection dropped), as a customer presses Pay once more:
   * the card page then either takes the payment or says the checkout is already paid (409).
   */
  async payAgainAfterCutOff(sessionId: string): Promise<void> {
    const status = await this.submitCard(sessionId);
    if (status !== 303 && status !== 409) throw new Error(`paying ${sessionId} again answered ${status}`);
  }

  /** Pays on the provider's card page, as the customer's browser posts its form. */
  async pay(sessionId: string): Promise<void> {
    const status = await this.submitCard(sessionId);
    if (status !== 303) throw new Error(`paying ${sessionId} answered ${status}`);
  }

  // The card page is the provider's (Stripe's own site in production), so it is reached directly, not through the
  // shop's edge.
  private async submitCard(sessionId: string): Promise<number> {
    const answer = await fetch(`${this.stack.services.payment.url}${LOCAL_CHECKOUT_PATH}/${sessionId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Faye Ault',
        card_number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }),
      redirect: 'manual',
    });
    await answer.arrayBuffer();
    return answer.status;
  }
}
