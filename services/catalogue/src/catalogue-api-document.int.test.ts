import { documentedAnswerProblems, jwt, serviceDocumentDrift } from '@mealbox/test-support';
import { startCatalogueUnderTest, type CatalogueUnderTest } from '../test/catalogue-harness';
import { catalogueApiDocument, catalogueRouteDocuments } from './http/catalogue-api-document';

/**
 * The catalogue's OpenAPI document against the running service: the router's routes and the document's are the
 * same (so neither can drift), each guarded as described, and real answers fit the published schemas.
 */
describe('catalogue API document', () => {
  let subject: CatalogueUnderTest;
  beforeAll(async () => {
    subject = await startCatalogueUnderTest({ seedDemoMeals: true });
  });
  afterAll(async () => {
    await subject?.stop();
  });

  const fits = (
    route: { method: string; path: string; status: number; contentType?: string },
    body: unknown,
  ) => expect(documentedAnswerProblems(catalogueApiDocument, route, body)).toEqual([]);

  it('when the router is read, then the document has exactly its routes, each guarded as described', () => {
    const drift = serviceDocumentDrift(
      subject.catalogue.server,
      catalogueApiDocument,
      catalogueRouteDocuments,
    );
    expect(drift).toEqual({ undocumented: [], unanswered: [], wrongAccess: [] });
  });

  it('when /openapi.json is asked for, then it answers the document', async () => {
    const response = await subject.api.get('/openapi.json').expect(200);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(catalogueApiDocument)));
  });

  it('when the menu, a meal, the choices and the prices are read and a plan priced, then each answer fits', async () => {
    const menu = await subject.api.get('/api/meals/').expect(200);
    expect((menu.body as unknown[]).length).toBeGreaterThan(0);
    fits({ method: 'GET', path: '/api/meals/', status: 200 }, menu.body);
    const [first] = menu.body as { id: string }[];
    const meal = await subject.api.get(`/api/meals/${first?.id ?? ''}`).expect(200);
    fits({ method: 'GET', path: '/api/meals/:id', status: 200 }, meal.body);
    const missing = await subject.api.get('/api/meals/000000000000000000000000').expect(404);
    fits(
      { method: 'GET', path: '/api/meals/:id', status: 404, contentType: 'application/problem+json' },
      missing.body,
    );

    for (const path of [
      '/api/meals/categories/',
      '/api/meals/statuses/',
      '/api/meal-plan-pricing/',
      '/api/configuration/',
    ]) {
      fits({ method: 'GET', path, status: 200 }, (await subject.api.get(path).expect(200)).body);
    }
    const price = await subject.api
      .post('/api/calculate-price/')
      .send({ meal_size: 'S', number_of_meals: 8 })
      .expect(200);
    fits({ method: 'POST', path: '/api/calculate-price/', status: 200 }, price.body);
    const refused = await subject.api.post('/api/calculate-price/').send({ meal_size: 'XXL' }).expect(400);
    fits(
      { method: 'POST', path: '/api/calculate-price/', status: 400, contentType: 'application/problem+json' },
      refused.body,
    );
  });

  it('when the seeded add-ons are read by customers and staff, then each answer fits', async () => {
    const onSale = await subject.api.get('/api/add-ons/').expect(200);
    expect((onSale.body as unknown[]).length).toBeGreaterThanOrEqual(10);
    fits({ method: 'GET', path: '/api/add-ons/', status: 200 }, onSale.body);
    const [first] = onSale.body as { id: string }[];
    const one = await subject.api.get(`/api/add-ons/${first?.id ?? ''}/`).expect(200);
    fits({ method: 'GET', path: '/api/add-ons/:id/', status: 200 }, one.body);
    const staff = jwt(subject.identity.token('admin'));
    const list = await subject.api.get('/api/admin/add-ons/').set(staff).expect(200);
    fits({ method: 'GET', path: '/api/admin/add-ons/', status: 200 }, list.body);
  });
});
