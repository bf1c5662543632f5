import { randomUUID } from 'node:crypto';
import type { AddOnSnapshot } from '@mealbox/contracts';
import { createEvent } from '@mealbox/platform';
import { eventually } from '@mealbox/test-support';
import { deleteAddOn } from '../../catalogue/src/domain/delete-add-on';
import { startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import type { AddOnReadDocument } from './shared/data/add-on-read-model';

describe("ordering's read model of catalogue's add-ons, from real catalogue events", () => {
  let t: TestOrdering;

  beforeAll(async () => {
    t = await startTestOrdering();
  });

  afterAll(async () => {
    await t.stop();
  });

  const held = (addOnId: string) => t.ordering.deps.addOns.findById(addOnId).lean<AddOnReadDocument>();
  const heldAt = (addOnId: string, revision: number) =>
    eventually(`add-on ${addOnId} at revision ${revision} in ordering`, async () => {
      const addOn = await held(addOnId);
      return addOn?.revision === revision ? addOn : undefined;
    });

  it('when staff add, change and delete an add-on in the catalogue, then ordering holds each state, the deleted one as a tombstone', async () => {
    const addOnId = await t.catalogue.saveAddOn({
      name: 'Sticky Toffee Pudding for Two',
      price_pence: 4_50,
      stock_per_week: 60,
    });
    const first = await heldAt(addOnId, 1);
    expect(first).toMatchObject({
      _id: addOnId,
      name: 'Sticky Toffee Pudding for Two',
      category: 'dessert',
      pricePence: 450,
      status: 'available',
      stockPerWeek: 60,
      deleted: false,
      foodInformation: { allergens: { milk: 'free', peanuts: 'free' }, netWeightG: 420 },
    });
    expect(first.imagePath).toMatch(new RegExp(`^/api/add-ons/${addOnId}/image\\?v=[0-9a-f]{16}$`));

    await t.catalogue.saveAddOn(
      { price_pence: 4_75, status: 'not_available', stock_per_week: null },
      addOnId,
    );
    expect(await heldAt(addOnId, 2)).toMatchObject({
      pricePence: 475,
      status: 'not_available',
      stockPerWeek: null,
      deleted: false,
    });

    await deleteAddOn(t.catalogue.catalogue.addOnWrites, addOnId, `${t.catalogue.runId}:delete`);
    expect(await heldAt(addOnId, 3)).toMatchObject({
      name: 'Sticky Toffee Pudding for Two',
      pricePence: 475,
      deleted: true,
    });
  });

  it('when an AddOnUpserted older than, or as old as, the add-on held arrives late, then ordering keeps what it holds; a newer one still applies', async () => {
    const addOnId = await t.catalogue.saveAddOn({
      name: 'Cold Brew Coffee',
      category: 'drink',
      price_pence: 2_50,
    });
    await heldAt(addOnId, 1);
    await t.catalogue.saveAddOn({ price_pence: 2_75 }, addOnId);
    const newest = await heldAt(addOnId, 2);

    // Revision 1 again (a replay) and revision 2 again with other values (a stale copy), as catalogue's events.
    const stale: AddOnSnapshot = {
      addOnId,
      revision: 1,
      name: 'Cold Brew Coffee',
      description: '',
      category: 'drink',
      status: 'available',
      pricePence: 9_99,
      imagePath: newest.imagePath,
      ingredients: 'Dates, sugar, rice flour',
      calories: 300,
      protein: 4,
      carbohydrates: 40,
      fat: 12,
      foodInformation: newest.foodInformation,
      stockPerWeek: 5,
      deleted: true,
      updatedAt: new Date().toISOString(),
    };
    const upserted = (data: AddOnSnapshot) =>
      createEvent('AddOnUpserted', data, { producer: 'catalogue', correlationId: randomUUID() });
    await t.publish(t.topics.catalogueAddOns, addOnId, upserted(stale));
    await t.publish(t.topics.catalogueAddOns, addOnId, upserted({ ...stale, revision: 2 }));
    // The consumer is idle and reads in a few milliseconds: two seconds is ample for a wrongly applied event to show.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await held(addOnId)).toEqual(newest);

    // A newer one still applies after them (they were read, and refused only for being old).
    await t.publish(t.topics.catalogueAddOns, addOnId, upserted({ ...stale, revision: 3, deleted: false }));
    expect(await heldAt(addOnId, 3)).toMatchObject({ pricePence: 9_99, stockPerWeek: 5, deleted: false });
  });
});
