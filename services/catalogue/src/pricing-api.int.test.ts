import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  TOPICS,
  configurationSchema,
  mealPlanPricingRowSchema,
  priceCalculationSchema,
} from '@mealbox/contracts';
import type { MealPlanPricingRow } from '@mealbox/contracts';
import { createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { eventually, jwt, recordTopic, TEST_KAFKA } from '@mealbox/test-support';
import type { TestIdentity } from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../test/catalogue-harness';
import type { CatalogueUnderTest } from '../test/catalogue-harness';
import type { CatalogueConfig } from './config';
import { updateDiscountCode } from './domain/update-discount-code';
import { startCatalogue } from './start-catalogue';
import type { StartedCatalogue } from './start-catalogue';

const SEEDED = [
  { meal_count: 6, base_price: '59.99', standard_price: '10.00', large_price: '11.99', lean_price: '11.99' },
  { meal_count: 8, base_price: '75.99', standard_price: '9.50', large_price: '11.49', lean_price: '11.49' },
  { meal_count: 10, base_price: '89.99', standard_price: '9.00', large_price: '10.99', lean_price: '10.99' },
  { meal_count: 12, base_price: '104.99', standard_price: '8.75', large_price: '10.74', lean_price: '10.74' },
  { meal_count: 15, base_price: '124.99', standard_price: '8.33', large_price: '10.32', lean_price: '10.32' },
  { meal_count: 18, base_price: '143.99', standard_price: '8.00', large_price: '9.99', lean_price: '9.99' },
];

describe('catalogue pricing API on the real MongoDB-wire server and Kafka', () => {
  const startedAt = new Date().toISOString();
  let underTest: CatalogueUnderTest;
  let catalogue: StartedCatalogue;
  let identity: TestIdentity;
  let api: ReturnType<typeof request>;
  let bus: EventBus;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  let config: CatalogueConfig;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'catalogue-pricing-test', logger });
    await bus.ensureTopics([TOPICS.cataloguePricing]);
    recorder = await recordTopic(bus, TOPICS.cataloguePricing);
    underTest = await startCatalogueUnderTest();
    ({ catalogue, identity, api, config } = underTest);
  });

  afterAll(async () => {
    await recorder.stop();
    await bus.close();
    await underTest.stop();
  });

  const admin = () => jwt(identity.token('admin'));
  const rows = async (): Promise<MealPlanPricingRow[]> => (await api.get('/api/meal-plan-pricing/')).body;
  const rowFor = async (count: number): Promise<MealPlanPricingRow> => {
    const row = (await rows()).find((candidate) => candidate.meal_count === count);
    if (!row) throw new Error(`no row for ${count}`);
    return row;
  };
  const quote = (body: unknown) => api.post('/api/calculate-price/').send(body as object);
  const events = (type: string, key?: string) =>
    recorder.messages
      .map((message) => ({ key: message.key, event: JSON.parse(message.value ?? '{}') }))
      .filter(({ key: k, event }) => event.type === type && (key === undefined || k === key))
      .map(({ event }) => event);
  const expectFieldErrors = (res: request.Response, fields: string[]) => {
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual([...fields].sort());
  };

  describe('reading prices', () => {
    it('when the catalogue first starts, then GET /api/meal-plan-pricing/ lists the six seeded rows', async () => {
      const res = await api.get('/api/meal-plan-pricing/');
      expect(res.status).toBe(200);
      const list = res.body as MealPlanPricingRow[];
      for (const row of list) expect(mealPlanPricingRowSchema.strict().parse(row)).toEqual(row);
      expect(list.map(({ id: _id, ...row }) => row)).toEqual(SEEDED);
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=2');
      const again = await api.get('/api/meal-plan-pricing/').set('If-None-Match', res.headers.etag ?? '');
      expect(again.status).toBe(304);
    });

    it('when the configuration is read, then it is a list whose first item has delivery_price 0.00 (free)', async () => {
      const res = await api.get('/api/configuration/');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([{ id: 'site', delivery_price: '0.00' }]);
      expect(configurationSchema.strict().parse(res.body[0])).toEqual(res.body[0]);
    });

    it('when the seed wrote the rows and the delivery price, then each was announced on catalogue.pricing.v1', async () => {
      const ids = (await rows()).map((row) => row.id);
      await eventually('PricingChanged for every seeded row', () =>
        ids.every((id) => events('PricingChanged', id).length > 0),
      );
      const six = events('PricingChanged', (await rowFor(6)).id)[0];
      expect(six).toMatchObject({
        producer: 'catalogue',
        version: 1,
        data: {
          revision: 1,
          mealCount: 6,
          basePricePence: 5999,
          standardPricePence: 1000,
          largePricePence: 1199,
          leanPricePence: 1199,
        },
      });
      await eventually('DeliveryPriceChanged from this seed', () =>
        events('DeliveryPriceChanged', 'site').some(
          (event) => event.correlationId === 'seed:pricing-v1' && event.occurredAt >= startedAt,
        ),
      );
    });
  });

  describe('discount codes', () => {
    it('when the seed wrote CHEF24, then it was announced on catalogue.pricing.v1 as £10.00 off the first box only', async () => {
      const [event] = await eventually('DiscountCodeChanged for CHEF24 from this seed', () => {
        const found = events('DiscountCodeChanged', 'CHEF24').filter(
          (e) => e.correlationId === 'seed:discount-codes-v1' && e.occurredAt >= startedAt,
        );
        return found.length > 0 ? found : undefined;
      });
      expect(event).toMatchObject({ producer: 'catalogue', version: 1 });
      expect(event.data).toEqual({
        code: 'CHEF24',
        revision: 1,
        kind: 'amount',
        value: 1000,
        active: true,
        expiresAt: null,
        firstOrderOnly: true,
      });
      // The relay clears the outbox only after Kafka acknowledged the event, so the event can be read
      // a moment before the entry is gone.
      const stored = await eventually('the CHEF24 outbox drained', async () => {
        const row = await catalogue.pricing.discountCodes.findById('CHEF24').lean();
        return row?.outbox.length === 0 ? row : undefined;
      });
      expect(stored).toMatchObject({ revision: 1, firstOrderOnly: true, outbox: [] });
    });

    it('when a code changes, then the change is announced with the next revision and prices follow it', async () => {
      await catalogue.pricing.discountCodes.create({
        _id: 'SPRING',
        kind: 'percent',
        value: 10,
        active: true,
        expiresAt: null,
        createdAt: new Date(),
      });
      const correlationId = randomUUID();
      const expiresAt = new Date(Date.now() + 86_400_000);
      const saved = await updateDiscountCode(
        catalogue.pricing,
        ' spring ',
        { kind: 'amount', value: 500, expiresAt },
        correlationId,
      );
      expect(saved).toMatchObject({ _id: 'SPRING', kind: 'amount', value: 500, revision: 2 });
      const [event] = await eventually('DiscountCodeChanged for the change', () => {
        const found = events('DiscountCodeChanged', 'SPRING').filter(
          (e) => e.correlationId === correlationId,
        );
        return found.length > 0 ? found : undefined;
      });
      expect(event.data).toEqual({
        code: 'SPRING',
        revision: 2,
        kind: 'amount',
        value: 500,
        active: true,
        expiresAt: expiresAt.toISOString(),
        firstOrderOnly: false,
      });
      expect(
        (await quote({ meal_size: 'S', number_of_meals: 6, discount_code: 'spring' })).body,
      ).toMatchObject({ discount: { code: 'SPRING', amount: '5.00' }, total_price: '54.99' });

      const same = await updateDiscountCode(catalogue.pricing, 'SPRING', { value: 500 }, randomUUID());
      expect(same.revision).toBe(2);
      await updateDiscountCode(catalogue.pricing, 'SPRING', { active: false }, correlationId);
      await eventually('DiscountCodeChanged switching it off', () =>
        events('DiscountCodeChanged', 'SPRING').some(
          (e) => e.correlationId === correlationId && e.data.revision === 3 && e.data.active === false,
        ),
      );
      const off = await quote({ meal_size: 'S', number_of_meals: 6, discount_code: 'SPRING' });
      expect(off.body.errors).toEqual({ discount_code: ['This discount code is not valid.'] });
      await expect(updateDiscountCode(catalogue.pricing, 'NOSUCH', { active: false }, 'x')).rejects.toThrow(
        'Discount code not found.',
      );
    });
  });

  describe('calculating a price', () => {
    it('when 6 or 10 Standard meals are priced, then the totals are £59.99 and £89.99 with free delivery', async () => {
      const six = await quote({ meal_size: 'S', number_of_meals: 6 });
      expect(six.status).toBe(200);
      expect(priceCalculationSchema.strict().parse(six.body)).toEqual({
        meal_size: 'S',
        number_of_meals: 6,
        per_meal_price: '10.00',
        meal_plan_price: '59.99',
        size_premium_total: '0.00',
        delivery_fee: '0.00',
        discount: null,
        total_price: '59.99',
        lines: [
          { kind: 'plan', ref: null, label: '6 meals', quantity: 1, unit_price: '59.99', total: '59.99' },
          { kind: 'delivery', ref: null, label: 'Delivery', quantity: 1, unit_price: '0.00', total: '0.00' },
        ],
      });
      expect((await quote({ meal_size: 'S', number_of_meals: 10 })).body.total_price).toBe('89.99');
    });

    it('when Large or Lean is chosen, then 1.99 per meal is added as the size premium', async () => {
      for (const meal_size of ['L', 'LEAN']) {
        const res = await quote({ meal_size, number_of_meals: 10 });
        expect(res.body).toMatchObject({
          per_meal_price: '10.99',
          meal_plan_price: '89.99',
          size_premium_total: '19.90',
          total_price: '109.89',
        });
      }
    });

    it('when CHEF24 is given in any case and with spaces, then £10.00 comes off', async () => {
      const res = await quote({ meal_size: 'S', number_of_meals: 8, discount_code: '  chef24 ' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ discount: { code: 'CHEF24', amount: '10.00' }, total_price: '65.99' });
      for (const blank of ['', '   ', null]) {
        expect(
          (await quote({ meal_size: 'S', number_of_meals: 8, discount_code: blank })).body,
        ).toMatchObject({
          discount: null,
          total_price: '75.99',
        });
      }
    });

    it('when the code is unknown, switched off or expired, then 400 says so on discount_code and gives no price', async () => {
      const now = Date.now();
      await catalogue.pricing.discountCodes.create([
        {
          _id: 'OLDBOX',
          kind: 'amount',
          value: 500,
          active: true,
          expiresAt: new Date(now - 1000),
          createdAt: new Date(),
        },
        { _id: 'PAUSED', kind: 'amount', value: 500, active: false, expiresAt: null, createdAt: new Date() },
        {
          _id: 'HALF',
          kind: 'percent',
          value: 50,
          active: true,
          expiresAt: new Date(now + 3_600_000),
          createdAt: new Date(),
        },
      ]);
      const cases = [
        ['NOPE', 'This discount code is not valid.'],
        ['paused', 'This discount code is not valid.'],
        ['OldBox', 'This discount code has expired.'],
      ];
      for (const [code, message] of cases) {
        const res = await quote({ meal_size: 'S', number_of_meals: 6, discount_code: code });
        expectFieldErrors(res, ['discount_code']);
        expect(res.body.errors.discount_code).toEqual([message]);
        expect(res.body).not.toHaveProperty('total_price');
      }
      // A percentage code that has not expired works, rounded to the penny: 50% of 89.99 + 19.90 = 54.945.
      expect(
        (await quote({ meal_size: 'L', number_of_meals: 10, discount_code: 'half' })).body,
      ).toMatchObject({
        discount: { code: 'HALF', amount: '54.95' },
        total_price: '54.94',
      });
    });

    it('when the meal count has no row or the size is unknown, then 400 names each field', async () => {
      const res = await quote({ meal_size: 'XL', number_of_meals: 7 });
      expectFieldErrors(res, ['meal_size']);
      expect(res.body.errors.meal_size).toEqual(['Choose S (Standard), L (Large) or LEAN (Lean).']);
      const count = await quote({ meal_size: 'S', number_of_meals: 7, discount_code: 'NOPE' });
      expectFieldErrors(count, ['number_of_meals', 'discount_code']);
      expect(count.body.errors.number_of_meals).toEqual(['Choose 6, 8, 10, 12, 15 or 18 meals.']);
    });

    it('when fields are missing, of the wrong type, operators, unknown or over-long, then 400 names them all', async () => {
      expectFieldErrors(await quote({}), ['meal_size', 'number_of_meals']);
      expectFieldErrors(await api.post('/api/calculate-price/'), ['meal_size', 'number_of_meals']);
      const wrong = await quote({ meal_size: 1, number_of_meals: '6', discount_code: 24 });
      expectFieldErrors(wrong, ['meal_size', 'number_of_meals', 'discount_code']);
      expect(wrong.body.errors.number_of_meals).toEqual(['A valid integer is required.']);
      const operators = await quote({
        meal_size: { $ne: null },
        number_of_meals: { $gt: 0 },
        discount_code: { $regex: '.*' },
      });
      expectFieldErrors(operators, ['meal_size', 'number_of_meals', 'discount_code']);
      expectFieldErrors(await quote({ meal_size: 'S', number_of_meals: 6.5 }), ['number_of_meals']);
      const extra = await quote({ meal_size: 'S', number_of_meals: 6, price: 0.01, $where: '1' });
      expectFieldErrors(extra, ['price', '$where']);
      expect(extra.body.errors.price).toEqual(['This field is not allowed.']);
      const long = await quote({ meal_size: 'S', number_of_meals: 6, discount_code: 'C'.repeat(33) });
      expectFieldErrors(long, ['discount_code']);
      const array = await quote([{ meal_size: 'S', number_of_meals: 6 }]);
      expectFieldErrors(array, ['non_field_errors']);
      const broken = await api
        .post('/api/calculate-price/')
        .set('Content-Type', 'application/json')
        .send('{"x":');
      expect(broken.status).toBe(400);
    });
  });

  describe('staff access', () => {
    const calls = (rowId: string) => [
      (auth: Record<string, string>) =>
        api
          .put(`/api/meal-plan-pricing/${rowId}/`)
          .set(auth)
          .send({ ...SEEDED[0], id: rowId, base_price: '60.00' }),
      (auth: Record<string, string>) =>
        api.patch('/api/configuration/update_delivery_price/').set(auth).send({ delivery_price: '9.99' }),
    ];

    it('when anonymous, a customer, staff without superuser or a bad token call an admin endpoint, then 401/403 and nothing changes', async () => {
      const row = await rowFor(6);
      for (const call of calls(row.id)) {
        const anonymous = await call({});
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers['www-authenticate']).toBe('JWT realm="api"');
        expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect((await call(jwt(identity.token('customer')))).status).toBe(403);
        expect((await call(jwt(identity.token('staff')))).status).toBe(403);
        const expired = identity.token('admin', { exp: Math.floor(Date.now() / 1000) - 120 });
        expect((await call(jwt(expired))).status).toBe(401);
        expect((await call(jwt(identity.token('admin', { typ: 'refresh' })))).status).toBe(401);
        expect((await call(jwt(`${identity.token('admin')}x`))).status).toBe(401);
      }
      expect(await rowFor(6)).toEqual(row);
      expect((await api.get('/api/configuration/')).body[0].delivery_price).toBe('0.00');
    });
  });

  describe('editing a pricing row', () => {
    it('when staff save a full row, then it is stored, served, used for prices and announced as PricingChanged', async () => {
      const row = await rowFor(12);
      const correlationId = randomUUID();
      const res = await api
        .put(`/api/meal-plan-pricing/${row.id}/`)
        .set(admin())
        .set('x-correlation-id', correlationId)
        .send({ ...row, base_price: 99.99, standard_price: '8.33', large_price: '10.50', lean_price: 9.99 });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const saved = {
        id: row.id,
        meal_count: 12,
        base_price: '99.99',
        standard_price: '8.33',
        large_price: '10.50',
        lean_price: '9.99',
      };
      expect(res.body).toEqual(saved);
      expect(await rowFor(12)).toEqual(saved);
      expect((await quote({ meal_size: 'L', number_of_meals: 12 })).body).toMatchObject({
        per_meal_price: '10.50',
        meal_plan_price: '99.99',
        size_premium_total: '26.04',
        total_price: '126.03',
      });
      const [event] = await eventually('PricingChanged for the edit', () => {
        const found = events('PricingChanged', row.id).filter((e) => e.correlationId === correlationId);
        return found.length > 0 ? found : undefined;
      });
      expect(event.data).toEqual({
        pricingId: row.id,
        revision: 2,
        mealCount: 12,
        basePricePence: 9999,
        standardPricePence: 833,
        largePricePence: 1050,
        leanPricePence: 999,
      });
    });

    it('when the same row is saved without a change, then nothing is written or announced', async () => {
      const row = await rowFor(15);
      const correlationId = randomUUID();
      const res = await api
        .put(`/api/meal-plan-pricing/${row.id}/`)
        .set(admin())
        .set('x-correlation-id', correlationId)
        .send(row);
      expect(res.body).toEqual(row);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(events('PricingChanged', row.id).filter((e) => e.correlationId === correlationId)).toEqual([]);
    });

    it('when prices are missing, negative, not numbers, too precise or too large, then 400 names each field', async () => {
      const row = await rowFor(6);
      const put = (body: unknown) =>
        api
          .put(`/api/meal-plan-pricing/${row.id}/`)
          .set(admin())
          .send(body as object);
      expectFieldErrors(await put({}), [
        'meal_count',
        'base_price',
        'standard_price',
        'large_price',
        'lean_price',
      ]);
      const bad = await put({
        meal_count: '6',
        base_price: '-1.00',
        standard_price: 'ten',
        large_price: '11.999',
        lean_price: '100.00',
      });
      expect(bad.body.errors).toEqual({
        meal_count: ['A valid integer is required.'],
        base_price: ['Please enter a valid price: it cannot be negative.'],
        standard_price: ['Please enter a valid price.'],
        large_price: ['Please enter a valid price with no more than 2 decimal places.'],
        lean_price: ['Please enter a valid price of no more than £99.99.'],
      });
      const operators = await put({ ...row, base_price: { $gt: 0 }, revision: 9, outbox: [] });
      expectFieldErrors(operators, ['base_price', 'revision', 'outbox']);
      expectFieldErrors(await put({ ...row, id: 'x'.repeat(65) }), ['id']);
      expect(await rowFor(6)).toEqual(row);
    });

    it('when the row would be inconsistent, then 400 explains which value fits', async () => {
      const row = await rowFor(6);
      const put = (body: unknown) =>
        api
          .put(`/api/meal-plan-pricing/${row.id}/`)
          .set(admin())
          .send(body as object);
      const moved = await put({ ...row, meal_count: 7, id: (await rowFor(8)).id });
      expect(moved.body.errors).toEqual({
        id: ['Does not match the pricing row in the URL.'],
        meal_count: ['The meal count of this row is 6 and cannot change.'],
      });
      const shared = await put({ ...row, base_price: '54.00' });
      expect(shared.body.errors).toEqual({
        standard_price: ['Must be the base price shared over 6 meals, rounded to the penny: 9.00.'],
      });
      const cheaper = await put({ ...row, lean_price: '9.99' });
      expect(cheaper.body.errors).toEqual({ lean_price: ['Must be at least the standard price.'] });
      expect(await rowFor(6)).toEqual(row);
    });

    it('when the row id is unknown or malformed, then 404', async () => {
      for (const id of ['64b7f0c2a1b2c3d4e5f60718', 'not-an-id', '6']) {
        const res = await api
          .put(`/api/meal-plan-pricing/${id}/`)
          .set(admin())
          .send({ ...SEEDED[0] });
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe('Pricing row not found.');
      }
    });

    it('when staff save one row many times at once, then every save applies in turn and each is announced', async () => {
      const row = await rowFor(18);
      const correlationId = randomUUID();
      const bases = [14399, 14299, 14199, 14099, 13999, 13899];
      const results = await Promise.all(
        bases.map((base) => {
          const standard = Math.round(base / 18);
          return api
            .put(`/api/meal-plan-pricing/${row.id}/`)
            .set(admin())
            .set('x-correlation-id', correlationId)
            .send({
              ...row,
              base_price: base / 100,
              standard_price: standard / 100,
              large_price: (standard + 199) / 100,
              lean_price: (standard + 199) / 100,
            });
        }),
      );
      expect(results.map((res) => res.status)).toEqual(bases.map(() => 200));
      const stored = await catalogue.pricing.pricing.findById(row.id).lean();
      if (!stored) throw new Error('the row is gone');
      // Seeded at revision 1; every save that changed something took the next revision, none lost or doubled.
      const expected = Array.from({ length: stored.revision - 1 }, (_, index) => index + 2);
      expect(expected.length).toBeGreaterThanOrEqual(bases.length - 1);
      const announced = await eventually('a PricingChanged per changing save', () => {
        const found = events('PricingChanged', row.id).filter((e) => e.correlationId === correlationId);
        return found.length >= expected.length ? found : undefined;
      });
      expect(announced.map((event) => event.data.revision as number).sort((a, b) => a - b)).toEqual(expected);
      const last = announced.find((event) => event.data.revision === stored.revision);
      expect(last?.data.basePricePence).toBe(stored.basePricePence);
      expect((await rowFor(18)).base_price).toBe((stored.basePricePence / 100).toFixed(2));
    });
  });

  describe('the delivery price', () => {
    it('when staff set a fee, then it is served, added to every price and announced; 0 makes delivery free again', async () => {
      const correlationId = randomUUID();
      const res = await api
        .patch('/api/configuration/update_delivery_price/')
        .set(admin())
        .set('x-correlation-id', correlationId)
        .send({ delivery_price: '3.49' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: 'site', delivery_price: '3.49' });
      expect((await api.get('/api/configuration/')).body).toEqual([{ id: 'site', delivery_price: '3.49' }]);
      expect(
        (await quote({ meal_size: 'S', number_of_meals: 6, discount_code: 'CHEF24' })).body,
      ).toMatchObject({ delivery_fee: '3.49', discount: { amount: '10.00' }, total_price: '53.48' });
      const [event] = await eventually('DeliveryPriceChanged for the change', () => {
        const found = events('DeliveryPriceChanged', 'site').filter((e) => e.correlationId === correlationId);
        return found.length > 0 ? found : undefined;
      });
      expect(event.data).toEqual({ configurationId: 'site', revision: 2, deliveryPricePence: 349 });

      const free = await api
        .patch('/api/configuration/update_delivery_price/')
        .set(admin())
        .send({ delivery_price: 0 });
      expect(free.body).toEqual({ id: 'site', delivery_price: '0.00' });
      expect((await quote({ meal_size: 'S', number_of_meals: 6 })).body.delivery_fee).toBe('0.00');
    });

    it('when the price is missing, negative, not a number, too large or has extra fields, then 400 and nothing changes', async () => {
      const patch = (body: unknown) =>
        api
          .patch('/api/configuration/update_delivery_price/')
          .set(admin())
          .send(body as object);
      const cases: [unknown, Record<string, string[]>][] = [
        [{}, { delivery_price: ['This field is required.'] }],
        [{ delivery_price: null }, { delivery_price: ['Please enter a valid price.'] }],
        [{ delivery_price: 'free' }, { delivery_price: ['Please enter a valid price.'] }],
        [{ delivery_price: -1 }, { delivery_price: ['Please enter a valid price: it cannot be negative.'] }],
        [
          { delivery_price: '50.01' },
          { delivery_price: ['Please enter a valid price of no more than £50.00.'] },
        ],
        [{ delivery_price: { $set: 0 } }, { delivery_price: ['Please enter a valid price.'] }],
        [{ delivery_price: '1.00', id: 'site' }, { id: ['This field is not allowed.'] }],
      ];
      for (const [body, errors] of cases) {
        const res = await patch(body);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual(errors);
      }
      expect((await api.get('/api/configuration/')).body[0].delivery_price).toBe('0.00');
    });
  });

  it('when a catalogue seeded before codes were announced restarts, then each such code is announced once, CHEF24 as first box only', async () => {
    await catalogue.pricing.discountCodes.collection.insertOne({
      _id: 'LEGACY' as never,
      kind: 'amount',
      value: 300,
      active: true,
      expiresAt: null,
      description: '',
      createdAt: new Date(),
    });
    const restartedAt = new Date().toISOString();
    const markers = catalogue.pricing.discountCodes.db.collection('seed_markers');
    await markers.deleteOne({ _id: 'discount-codes-v1' as never });
    const second = await startCatalogue(config, logger);
    await second.close();
    const legacy = await catalogue.pricing.discountCodes.findById('LEGACY').lean();
    expect(legacy).toMatchObject({ revision: 1, firstOrderOnly: false });
    const [event] = await eventually('DiscountCodeChanged for the legacy code', () => {
      const found = events('DiscountCodeChanged', 'LEGACY').filter((e) => e.occurredAt >= restartedAt);
      return found.length > 0 ? found : undefined;
    });
    expect(event.data).toMatchObject({ code: 'LEGACY', revision: 1, value: 300, firstOrderOnly: false });
    // CHEF24 already had its revision: it is neither inserted again nor announced again.
    expect(await catalogue.pricing.discountCodes.countDocuments({ _id: 'CHEF24' })).toBe(1);
    expect((await catalogue.pricing.discountCodes.findById('CHEF24').lean())?.revision).toBe(1);
  });

  it('when the catalogue restarts on the same database, then nothing is seeded again and edits stay', async () => {
    const before = await rows();
    const second = await startCatalogue(config, logger);
    const after = await request(`http://127.0.0.1:${second.port}`).get('/api/meal-plan-pricing/');
    await second.close();
    expect(after.body).toEqual(before);
    expect(await catalogue.pricing.discountCodes.countDocuments({ _id: 'CHEF24' })).toBe(1);
  });
});
