import {
  documentedAnswerProblems,
  jwt,
  serviceDocumentDrift,
  startTestIdentity,
} from '@mealbox/test-support';
import type { TestIdentity } from '@mealbox/test-support';
import { startTestNotifications, type TestNotifications } from '../test/notifications-harness';
import { notificationsApiDocument } from './http/notifications-api-document';
import { notificationsRouteDocuments } from './http/notifications-routes-document';

/**
 * The notifications service's OpenAPI document against the running service: the router's routes and the
 * document's are the same, each guarded as described, and real answers fit the published schemas.
 */
describe('notifications API document', () => {
  let identity: TestIdentity;
  let subject: TestNotifications;
  beforeAll(async () => {
    identity = await startTestIdentity();
    subject = await startTestNotifications({ JWKS_URL: identity.jwksUrl });
  });
  afterAll(async () => {
    await subject?.stop();
    await identity?.stop();
  });

  const fits = (
    route: { method: string; path: string; status: number; contentType?: string },
    body: unknown,
  ) => expect(documentedAnswerProblems(notificationsApiDocument, route, body)).toEqual([]);

  it('when the router is read, then the document has exactly its routes, each guarded as described', () => {
    const drift = serviceDocumentDrift(
      subject.service.server,
      notificationsApiDocument,
      notificationsRouteDocuments,
    );
    expect(drift).toEqual({ undocumented: [], unanswered: [], wrongAccess: [] });
  });

  it('when /openapi.json is asked for, then it answers the document', async () => {
    const response = await subject.api.get('/openapi.json').expect(200);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(notificationsApiDocument)));
  });

  it('when preferences, order emails and an unsigned unsubscribe link are asked for, then each answer fits', async () => {
    const customer = jwt(identity.token('customer'));
    const preferences = await subject.api.get('/api/notifications/preferences/').set(customer).expect(200);
    fits({ method: 'GET', path: '/api/notifications/preferences/', status: 200 }, preferences.body);
    const set = await subject.api
      .put('/api/notifications/preferences/')
      .set(customer)
      .send({ cutoff_reminders: false })
      .expect(200);
    fits({ method: 'PUT', path: '/api/notifications/preferences/', status: 200 }, set.body);

    const emails = await subject.api
      .get('/api/admin/order-emails/?order_id=0123456789abcdef01234567')
      .set(jwt(identity.token('admin')))
      .expect(200);
    fits({ method: 'GET', path: '/api/admin/order-emails/', status: 200 }, emails.body);
    const forbidden = await subject.api.get('/api/admin/order-emails/?order_id=x').set(customer).expect(403);
    fits(
      {
        method: 'GET',
        path: '/api/admin/order-emails/',
        status: 403,
        contentType: 'application/problem+json',
      },
      forbidden.body,
    );

    const badLink = await subject.api
      .get('/api/notifications/reminders/unsubscribe?user=u&sig=s')
      .expect(400);
    fits(
      {
        method: 'GET',
        path: '/api/notifications/reminders/unsubscribe',
        status: 400,
        contentType: 'text/html',
      },
      badLink.text,
    );
  });
});
