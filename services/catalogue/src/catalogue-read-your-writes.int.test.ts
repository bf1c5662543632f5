import request from 'supertest';
import type { AddOn, Meal, MealPlanPricingRow } from '@mealbox/contracts';
import { jwt } from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../test/catalogue-harness';
import type { CatalogueUnderTest } from '../test/catalogue-harness';
import { startCatalogue } from './start-catalogue';
import type { StartedCatalogue } from './start-catalogue';

type Api = ReturnType<typeof request>;

/** Reads after a write: every one, from either instance, straight after the write was answered. */
const READS_AFTER_WRITE = 12;

/*
 * Two instances of the catalogue on one database, each with its own cache of public answers. Staff write through
 * one; whichever instance answers next must show the change: no read after a 2xx may return what it replaced.
 */
describe('two catalogue instances: every read after a staff write shows it, from either instance', () => {
  let underTest: CatalogueUnderTest;
  let second: StartedCatalogue;
  let instances: [Api, Api];

  beforeAll(async () => {
    underTest = await startCatalogueUnderTest({ seedDemoMeals: true });
    second = await startCatalogue(underTest.config, logger, { consumerGroup: `${Date.now()}-second` });
    instances = [underTest.api, request(`http://127.0.0.1:${second.port}`)];
  });

  afterAll(async () => {
    await second.close();
    await underTest.stop();
  });

  const admin = () => jwt(underTest.identity.token('admin'));
  const [writer, other] = [() => instances[0], () => instances[1]];

  /** Reads `path` on both instances first (so each caches it), then runs `write` on the first, then reads again. */
  async function readsAfter<T>(
    path: string,
    write: () => Promise<request.Response>,
    shown: (body: T) => unknown,
  ) {
    await Promise.all(instances.map((api) => api.get(path).expect(200)));
    const before = shown((await other().get(path)).body as T);
    const written = await write();
    expect(written.status).toBeLessThan(300);
    const seen: unknown[] = [];
    for (let n = 0; n < READS_AFTER_WRITE; n++) {
      const res = await instances[n % 2]!.get(path);
      seen.push(res.status === 200 ? shown(res.body as T) : res.status);
    }
    return { before, seen };
  }

  it('when staff change the delivery price on one instance, then both instances serve the new price at once', async () => {
    const { before, seen } = await readsAfter<{ delivery_price: string }[]>(
      '/api/configuration/',
      () =>
        writer()
          .patch('/api/configuration/update_delivery_price/')
          .set(admin())
          .send({ delivery_price: '4.49' }),
      (body) => body[0]?.delivery_price,
    );
    expect(before).toBe('0.00');
    expect(seen).toEqual(Array(READS_AFTER_WRITE).fill('4.49'));
  });

  it('when staff save a pricing row on one instance, then both instances serve it at once', async () => {
    const rows = (await other().get('/api/meal-plan-pricing/')).body as MealPlanPricingRow[];
    const row = rows.find((candidate) => candidate.meal_count === 12)!;
    const { seen } = await readsAfter<MealPlanPricingRow[]>(
      '/api/meal-plan-pricing/',
      () =>
        writer()
          .put(`/api/meal-plan-pricing/${row.id}/`)
          .set(admin())
          .send({
            ...row,
            base_price: '99.99',
            standard_price: '8.33',
            large_price: '10.50',
            lean_price: '9.99',
          }),
      (body) => body.find((candidate) => candidate.id === row.id)?.base_price,
    );
    expect(seen).toEqual(Array(READS_AFTER_WRITE).fill('99.99'));
  });

  it('when staff mark a meal sold out, then the menu and the meal read as sold out from both instances', async () => {
    const menu = (await other().get('/api/meals/')).body as Meal[];
    const meal = menu.find((candidate) => candidate.status === 'available')!;
    const write = () => writer().patch(`/api/meals/${meal.id}/`).set(admin()).field('status', 'sold_out');
    const single = await readsAfter<Meal>(`/api/meals/${meal.id}`, write, (body) => body.status);
    expect(single.before).toBe('available');
    expect(single.seen).toEqual(Array(READS_AFTER_WRITE).fill('sold_out'));
    const listed = await readsAfter<Meal[]>(
      '/api/meals/',
      () => writer().patch(`/api/meals/${meal.id}/`).set(admin()).field('status', 'available'),
      (body) => body.find((candidate) => candidate.id === meal.id)?.status,
    );
    expect(listed.before).toBe('sold_out');
    expect(listed.seen).toEqual(Array(READS_AFTER_WRITE).fill('available'));
  });

  it('when staff delete a meal, then neither instance serves it again', async () => {
    const menu = (await other().get('/api/meals/')).body as Meal[];
    const meal = menu[menu.length - 1]!;
    const { before, seen } = await readsAfter<Meal>(
      `/api/meals/${meal.id}`,
      () => writer().delete(`/api/meals/${meal.id}/`).set(admin()),
      (body) => body.id,
    );
    expect(before).toBe(meal.id);
    expect(seen).toEqual(Array(READS_AFTER_WRITE).fill(404));
  });

  it('when staff rename an add-on, then both instances serve the new name at once', async () => {
    const addOns = (await other().get('/api/add-ons/')).body as AddOn[];
    const addOn = addOns[0]!;
    const { seen } = await readsAfter<AddOn[]>(
      '/api/add-ons/',
      () =>
        writer()
          .patch(`/api/admin/add-ons/${addOn.id}/`)
          .set(admin())
          .field('name', 'Sticky Toffee Pudding Pots'),
      (body) => body.find((candidate) => candidate.id === addOn.id)?.name,
    );
    expect(seen).toEqual(Array(READS_AFTER_WRITE).fill('Sticky Toffee Pudding Pots'));
  });
});
