import { TOPICS } from '@mealbox/contracts';
import type { UserAccessRevokedData } from '@mealbox/contracts';
import { createEvent, createKafkaEventBus, epochSeconds } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { eventually, jwt, TEST_KAFKA } from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../test/catalogue-harness';
import type { CatalogueUnderTest } from '../test/catalogue-harness';

const USER_ID = '65a000000000000000000abc';

/**
 * Another service than identity learns of revoked rights from identity's topic on the real Kafka: a staff token
 * issued before a UserAccessRevoked event is refused within seconds, one issued after it is not.
 */
describe('catalogue refuses revoked staff tokens', () => {
  let underTest: CatalogueUnderTest;
  let bus: EventBus;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'catalogue-revocation-test', logger });
    await bus.ensureTopics([TOPICS.identityUsers]);
    underTest = await startCatalogueUnderTest();
  });

  afterAll(async () => {
    await bus.close();
    await underTest.stop();
  });

  const mealList = (token: string) => underTest.api.get('/api/admin/meals/').set(jwt(token));

  it('when identity revokes an admin’s access, then their older token is refused within 5 s', async () => {
    const past = epochSeconds(new Date()) - 60;
    const old = underTest.identity.token('admin', { sub: USER_ID, iat: past });
    const someoneElse = underTest.identity.token('admin', { iat: past });
    expect((await mealList(old)).status).toBe(200);

    const data: UserAccessRevokedData = { userId: USER_ID, tokensValidAfter: new Date().toISOString() };
    const event = createEvent('UserAccessRevoked', data, { producer: 'identity', correlationId: 'test' });
    await bus.publish([{ topic: TOPICS.identityUsers, key: USER_ID, value: JSON.stringify(event) }]);

    const started = Date.now();
    await eventually('the old token to be refused', async () => (await mealList(old)).status === 401, 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await mealList(someoneElse)).status).toBe(200);
    const later = underTest.identity.token('admin', { sub: USER_ID, iat: epochSeconds(new Date()) + 2 });
    expect((await mealList(later)).status).toBe(200);
  });
});
