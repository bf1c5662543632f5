import { documentedAnswerProblems, serviceDocumentDrift } from '@mealbox/test-support';
import { bearer, newCustomer, startTestIdentity, type TestIdentity } from '../test/identity-harness';
import { identityApiDocument, identityRouteDocuments } from './http/identity-api-document';

/**
 * Identity's OpenAPI document against the running service: every route its router has is documented and every
 * documented route answers (so neither can drift), each guarded as described, and real answers fit the schemas
 * the document publishes.
 */
describe('identity API document', () => {
  let subject: TestIdentity;
  beforeAll(async () => {
    subject = await startTestIdentity();
  });
  afterAll(async () => {
    await subject?.stop();
  });

  const fits = (
    route: { method: string; path: string; status: number; contentType?: string },
    body: unknown,
  ) => expect(documentedAnswerProblems(identityApiDocument, route, body)).toEqual([]);

  it('when the router is read, then the document has exactly its routes, each guarded as described', () => {
    const drift = serviceDocumentDrift(subject.identity.server, identityApiDocument, identityRouteDocuments);
    expect(drift).toEqual({ undocumented: [], unanswered: [], wrongAccess: [] });
    expect(identityRouteDocuments.length).toBeGreaterThan(15);
  });

  it('when /openapi.json is asked for, then it answers the document', async () => {
    const response = await subject.api.get('/openapi.json').expect(200);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(identityApiDocument)));
  });

  it('when a customer registers, signs in and asks who they are, then every answer fits the document', async () => {
    const customer = newCustomer();
    const registered = await subject.api.post('/auth/users/').send(customer).expect(201);
    fits({ method: 'POST', path: '/auth/users/', status: 201 }, registered.body);

    const refused = await subject.api
      .post('/auth/users/')
      .send({ ...customer, email: 'not an address' })
      .expect(400);
    fits(
      { method: 'POST', path: '/auth/users/', status: 400, contentType: 'application/problem+json' },
      refused.body,
    );

    const tokens = await subject.api
      .post('/auth/jwt/create/')
      .send({ username: customer.username, password: customer.password })
      .expect(200);
    fits({ method: 'POST', path: '/auth/jwt/create/', status: 200 }, tokens.body);
    const access = (tokens.body as { access: string }).access;

    const me = await subject.api.get('/auth/users/me/').set(bearer(access)).expect(200);
    fits({ method: 'GET', path: '/auth/users/me/', status: 200 }, me.body);
    const check = await subject.api.get('/api/admin-check/').set(bearer(access)).expect(200);
    fits({ method: 'GET', path: '/api/admin-check/', status: 200 }, check.body);
    const jwks = await subject.api.get('/auth/jwks.json').expect(200);
    fits({ method: 'GET', path: '/auth/jwks.json', status: 200 }, jwks.body);

    const anonymous = await subject.api.get('/auth/users/me/').expect(401);
    fits(
      { method: 'GET', path: '/auth/users/me/', status: 401, contentType: 'application/problem+json' },
      anonymous.body,
    );
    const staffOnly = await subject.api.get('/api/admin/users/').set(bearer(access)).expect(403);
    fits(
      { method: 'GET', path: '/api/admin/users/', status: 403, contentType: 'application/problem+json' },
      staffOnly.body,
    );
  });
});
