import { randomUUID } from 'node:crypto';
import { jwt } from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../../test/catalogue-harness';
import type { CatalogueUnderTest } from '../../test/catalogue-harness';
import { seedMarkerModel } from '../data/seed-marker-model';
import { demoAddOnSource } from './demo-add-on-source';
import { SEED_ADD_ONS } from './seed-add-ons';
import { seedDemoAddOns } from './seed-demo-add-ons';

describe('seeding the demo add-ons', () => {
  let underTest: CatalogueUnderTest;

  beforeAll(async () => {
    underTest = await startCatalogueUnderTest({ seedDemoMeals: true });
  });

  afterAll(async () => {
    await underTest.stop();
  });

  it('when a demo catalogue starts, then every demo add-on is on sale once, with its picture; seeding again adds none and brings back no deleted one', async () => {
    const { addOnWrites } = underTest.catalogue;
    const onSale = (await underTest.api.get('/api/add-ons/').expect(200)).body as {
      name: string;
      image: string;
    }[];
    expect(onSale.map((addOn) => addOn.name).sort()).toEqual(SEED_ADD_ONS.map((addOn) => addOn.name).sort());
    const picture = await underTest.api.get(onSale[0]?.image ?? '').expect(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);

    const [first] = (await underTest.api.get('/api/add-ons/').expect(200)).body as { id: string }[];
    await underTest.api
      .delete(`/api/admin/add-ons/${first?.id ?? ''}/`)
      .set({ ...jwt(underTest.identity.token('admin')), 'x-correlation-id': randomUUID() })
      .expect(204);
    const markers = seedMarkerModel(addOnWrites.addOns.db);
    const deps = { ...addOnWrites, markers, logger };
    expect(await seedDemoAddOns(deps, demoAddOnSource)).toBe(0);
    // Interrupted before its marker was written: it resumes by seed key, and still makes none twice.
    await markers.deleteOne({ _id: 'demo-add-ons-v1' });
    expect(await seedDemoAddOns(deps, demoAddOnSource)).toBe(0);
    expect(await addOnWrites.addOns.countDocuments()).toBe(SEED_ADD_ONS.length);
    expect(await addOnWrites.addOns.countDocuments({ deleted: false })).toBe(SEED_ADD_ONS.length - 1);
  });
});
