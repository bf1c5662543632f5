import { TOPICS, checkoutSessionSchema, orderReference } from '@mealbox/contracts';
import { eventually, jwt, recordTopic } from '@mealbox/test-support';
import { SITE_URL, newObjectId, sessionIdOf, startTestPayment } from '../test/payment-harness';
import type { TestPayment } from '../test/payment-harness';

describe('create-checkout-session and the local hosted checkout, on the real MongoDB-wire server and Kafka', () => {
  let t: TestPayment;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    t = await startTestPayment();
    recorder = await recordTopic(t.bus, TOPICS.paymentPayments);
  });
  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  const checkout = (auth: Record<string, string>, body: object) =>
    t.api.post('/api/create-checkout-session/').set(auth).send(body);
  const body = (orderId: string, amount = 5999) => ({ amount, product_name: 'Meal Plan', order_id: orderId });
  const paymentEvents = (orderId: string) =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}'));
  /** An order known to payment (its OrderPlaced applied), and its owner. */
  async function knownOrder(totalPence = 5999) {
    const customer = t.customer();
    const order = await t.placeOrder({ userId: customer.userId, totalPence });
    await eventually('the order in payment', () => t.payment.deps.orders.exists({ _id: order.orderId }));
    return { ...customer, orderId: order.orderId };
  }
  const page = (url: string) => t.api.get(new URL(url).pathname);
  const pay = (url: string, card = '4242 4242 4242 4242', extra: Record<string, string> = {}) =>
    t.api
      .post(new URL(url).pathname)
      .type('form')
      .send({ name: 'Ada Lovelace', card_number: card, expiry: '12/34', cvc: '123', ...extra });

  describe('asking for a checkout session', () => {
    it('when no token or a bad token is sent, then it answers 401', async () => {
      expect((await t.api.post('/api/create-checkout-session/').send(body(newObjectId()))).status).toBe(401);
      expect((await checkout({ Authorization: 'JWT not.a.token' }, body(newObjectId()))).status).toBe(401);
    });

    it('when the body is not a checkout request, then each field says what is wrong', async () => {
      const { auth } = t.customer();
      const res = await checkout(auth, { amount: 59.99, product_name: '' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['amount', 'order_id', 'product_name']);
      const extra = await checkout(auth, { ...body(newObjectId()), currency: 'usd' });
      expect(extra.body.errors).toEqual({ currency: ['This field is not allowed.'] });
    });

    it('when one customer asks for more than 20 checkout sessions in ten minutes, then 429 with Retry-After, and another customer is unaffected', async () => {
      const { auth } = t.customer();
      // Every request counts, even one the body check refuses: the limit stands before any work.
      for (let i = 0; i < 20; i++) expect((await checkout(auth, { amount: 1 })).status).toBe(400);
      const refused = await checkout(auth, { amount: 1 });
      expect(refused.status).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect(refused.body.detail).toBe('Too many attempts. Please wait 10 minutes and try again.');
      expect((await checkout(t.customer().auth, { amount: 1 })).status).toBe(400);
    });

    it('when the owner asks at the order total, then it answers a checkout_url on our hosted page', async () => {
      const { auth, orderId } = await knownOrder();
      const res = await checkout(auth, body(orderId));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { checkout_url } = checkoutSessionSchema.strict().parse(res.body);
      expect(checkout_url).toMatch(new RegExp(`^${SITE_URL}/pay/local/cs_test_[A-Za-z0-9_-]{32}$`));
    });

    it("when another customer asks for someone's order, then it answers 404 at once", async () => {
      const { orderId } = await knownOrder();
      const started = Date.now();
      const res = await checkout(t.customer().auth, body(orderId));
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Order not found.');
      expect(Date.now() - started).toBeLessThan(1_500);
      // Staff are not owners either: paying is the customer's own act.
      expect((await checkout(jwt(t.identity.token('admin')), body(orderId))).status).toBe(404);
    });

    it('when the order never arrives, then it answers 404 after waiting about three seconds for it', async () => {
      const started = Date.now();
      const res = await checkout(t.customer().auth, body(newObjectId()));
      expect(res.status).toBe(404);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    });

    it('when the amount is not the order total, then it answers 409 naming the right total', async () => {
      const { auth, orderId } = await knownOrder();
      const res = await checkout(auth, body(orderId, 4999));
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(
        'The amount does not match the order: its total is £59.99 (5999 pence). Please reload the order and try again.',
      );
    });

    it('when the order is placed or re-priced a moment after the request, then the request waits and succeeds', async () => {
      const { userId, auth } = t.customer();
      const orderId = newObjectId();
      const early = checkout(auth, body(orderId, 4999));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await t.placeOrder({ orderId, userId, totalPence: 5999 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await t.repriceOrder({ orderId, userId }, 5999, 4999);
      expect((await early).status).toBe(200);
    });

    it('when the same order asks twice, or five times at once, then every answer is the same session', async () => {
      const { auth, orderId } = await knownOrder();
      const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(auth, body(orderId))));
      const urls = new Set(answers.map((res) => res.body.checkout_url));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      expect(urls.size).toBe(1);
      expect((await checkout(auth, body(orderId))).body.checkout_url).toBe([...urls][0]);
      const payment = await t.payment.deps.payments.findById(orderId).lean();
      expect(payment?.sessions).toHaveLength(1);
    });

    it('when the order is re-priced after a session was opened, then a new session replaces it and the old page can no longer be paid', async () => {
      const { userId, auth, orderId } = await knownOrder();
      const first = (await checkout(auth, body(orderId))).body.checkout_url as string;
      await t.repriceOrder({ orderId, userId }, 5999, 4999);
      const second = await checkout(auth, body(orderId, 4999));
      expect(second.status).toBe(200);
      expect(second.body.checkout_url).not.toBe(first);
      const old = await page(first);
      expect(old.text).toContain('This checkout has expired');
      expect((await pay(first)).status).toBe(409);
      expect((await page(second.body.checkout_url)).text).toContain('£49.99');
    });

    it('when the order is paid (here, or marked paid by staff), then a new checkout is refused with 409', async () => {
      const paidHere = await knownOrder();
      const url = (await checkout(paidHere.auth, body(paidHere.orderId))).body.checkout_url as string;
      expect((await pay(url)).status).toBe(303);
      const again = await checkout(paidHere.auth, body(paidHere.orderId));
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe('This order has already been paid.');

      const byStaff = await knownOrder();
      await t.publishOrderEvent('OrderPaymentStatusChanged', {
        orderId: byStaff.orderId,
        userId: byStaff.userId,
        from: 'pending',
        to: 'completed',
        changedAt: new Date().toISOString(),
      } as { orderId: string });
      await eventually(
        'the view to say completed',
        async () =>
          (await t.payment.deps.orders.findById(byStaff.orderId).lean())?.paymentStatus === 'completed',
      );
      expect((await checkout(byStaff.auth, body(byStaff.orderId))).status).toBe(409);
    });

    it('when the customer has paid for another box (here, or marked paid by staff), then a CHEF24 price is refused with 409 and the full price is not', async () => {
      const message =
        'CHEF24 is for your first box only, and you have already paid for a box. Remove the code to pay for this one.';
      const { userId, auth } = t.customer();
      const box = (firstBoxOnlyCode: string | null, totalPence = 4999) =>
        t.placeOrder({ userId, totalPence, firstBoxOnlyCode });
      const [paidHere, discounted, plain] = [await box('CHEF24'), await box('CHEF24'), await box(null, 5999)];
      for (const order of [paidHere, discounted, plain])
        await eventually('the order in payment', () => t.payment.deps.orders.exists({ _id: order.orderId }));
      // Nothing paid yet: both CHEF24 boxes may open a checkout.
      const url = (await checkout(auth, body(paidHere.orderId, 4999))).body.checkout_url as string;
      expect((await checkout(auth, body(discounted.orderId, 4999))).status).toBe(200);
      expect((await pay(url)).status).toBe(303);

      const refused = await checkout(auth, body(discounted.orderId, 4999));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ detail: message, errors: { discount_code: [message] } });
      expect((await checkout(auth, body(plain.orderId))).status).toBe(200);
      // The customer takes the code off: ordering re-prices the order at the full price, which payment takes.
      await t.publishOrderEvent('OrderRepriced', {
        orderId: discounted.orderId,
        userId,
        previousTotalPence: 4999,
        totalPence: 5999,
        discountCode: null,
        firstBoxOnlyCode: null,
        repricedAt: new Date().toISOString(),
      } as { orderId: string });
      expect((await checkout(auth, body(discounted.orderId))).status).toBe(200);

      // A box staff marked paid counts too.
      const byStaff = t.customer();
      const [handPaid, second] = [
        await t.placeOrder({ userId: byStaff.userId, totalPence: 4999, firstBoxOnlyCode: 'CHEF24' }),
        await t.placeOrder({ userId: byStaff.userId, totalPence: 4999, firstBoxOnlyCode: 'CHEF24' }),
      ];
      await t.publishOrderEvent('OrderPaymentStatusChanged', {
        orderId: handPaid.orderId,
        userId: byStaff.userId,
        from: 'pending',
        to: 'completed',
        changedAt: new Date().toISOString(),
      } as { orderId: string });
      await eventually(
        'the view to say completed',
        async () =>
          (await t.payment.deps.orders.findById(handPaid.orderId).lean())?.paymentStatus === 'completed',
      );
      await eventually('the second order in payment', () =>
        t.payment.deps.orders.exists({ _id: second.orderId }),
      );
      expect((await checkout(byStaff.auth, body(second.orderId, 4999))).body.detail).toBe(message);
    });
  });

  describe('the local hosted checkout page', () => {
    it('when the page is opened, then it shows the order in pounds, its MB- reference, a labelled card form, the test cards and a way back', async () => {
      const { auth, orderId } = await knownOrder(8999);
      const url = (await checkout(auth, body(orderId, 8999))).body.checkout_url as string;
      const res = await page(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
      expect(res.text).toContain('<html lang="en-GB">');
      expect(res.text).toContain('Pay £89.99');
      const reference = orderReference(orderId);
      expect(reference).toMatch(/^MB-[0-9A-F]{8}$/);
      expect(res.text).toContain(`<dt>Order reference</dt><dd>${reference}</dd>`);
      for (const [id, label] of [
        ['name', 'Name on card'],
        ['card_number', 'Card number'],
        ['expiry', 'Expiry date'],
        ['cvc', 'Security code (CVC)'],
      ]) {
        expect(res.text).toContain(`<label for="${id}">${label}</label>`);
        expect(res.text).toContain(`id="${id}" name="${id}"`);
      }
      expect(res.text).toContain('4242 4242 4242 4242');
      expect(res.text).toContain(`href="${SITE_URL}/cart/${orderId}"`);
    });

    it('when 4242 4242 4242 4242 is submitted, then the browser goes to the success page and PaymentSucceeded is published once', async () => {
      const { userId, auth, orderId } = await knownOrder();
      const url = (await checkout(auth, body(orderId))).body.checkout_url as string;
      const paid = await pay(url);
      expect(paid.status).toBe(303);
      expect(paid.headers.location).toBe(`${SITE_URL}/success?order_id=${orderId}`);
      // The webhook had the event before the browser was sent on.
      expect((await t.payment.deps.payments.findById(orderId).lean())?.status).toBe('completed');

      const again = await pay(url);
      expect(again.status).toBe(409);
      expect(again.text).toContain('This order is paid');
      await eventually('PaymentSucceeded', () => paymentEvents(orderId).length === 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(paymentEvents(orderId)).toEqual([
        expect.objectContaining({
          type: 'PaymentSucceeded',
          producer: 'payment',
          data: expect.objectContaining({
            orderId,
            userId,
            amountPence: 5999,
            currency: 'gbp',
            provider: 'local',
            sessionId: sessionIdOf(url),
          }),
        }),
      ]);
    });

    it('when 4000 0000 0000 0002 is submitted, then the browser goes back to the cart flagged declined and PaymentFailed is published', async () => {
      const { auth, orderId } = await knownOrder();
      const url = (await checkout(auth, body(orderId))).body.checkout_url as string;
      const declined = await pay(url, '4000 0000 0000 0002');
      expect(declined.status).toBe(303);
      expect(declined.headers.location).toBe(`${SITE_URL}/cart/${orderId}?payment=declined`);
      expect((await page(url)).text).toContain('Your card was declined');
      await eventually('PaymentFailed', () =>
        paymentEvents(orderId).some((event) => event.type === 'PaymentFailed'),
      );
      // The customer can try again with a new session.
      const retry = await checkout(auth, body(orderId));
      expect(retry.status).toBe(200);
      expect(retry.body.checkout_url).not.toBe(url);
      expect((await pay(retry.body.checkout_url)).headers.location).toBe(
        `${SITE_URL}/success?order_id=${orderId}`,
      );
      await eventually('PaymentSucceeded', () =>
        paymentEvents(orderId).some((event) => event.type === 'PaymentSucceeded'),
      );
    });

    it('when the form has mistakes, then it answers 422 with each message by its field and nothing is paid', async () => {
      const { auth, orderId } = await knownOrder();
      const url = (await checkout(auth, body(orderId))).body.checkout_url as string;
      const res = await pay(url, '4242 4242 4242 4241', { expiry: '01/20', cvc: '1' });
      expect(res.status).toBe(422);
      expect(res.text).toContain('role="alert"');
      expect(res.text).toContain('Your card number is not valid.');
      expect(res.text).toContain('aria-describedby="expiry-hint expiry-error" aria-invalid="true"');
      expect(res.text).toContain('Your card&#39;s security code is incomplete.');
      expect(res.text).toContain('value="Ada Lovelace"');
      expect((await t.payment.deps.payments.findById(orderId).lean())?.status).toBe('pending');
    });

    it('when a session id is made up, then the page is not found', async () => {
      expect((await t.api.get('/pay/local/cs_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
      expect((await t.api.get('/pay/local/..%2F..%2Fetc')).status).toBe(404);
    });
  });
});
