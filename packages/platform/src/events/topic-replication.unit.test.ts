import { replicationFor, withReplication } from './topic-replication';

describe('replicationFor', () => {
  it.each([
    [1, 1, 1],
    [2, 2, 1],
    [3, 3, 2],
    [5, 3, 2],
  ])(
    'when the cluster reports %i broker(s), then topics get %i copies and need %i in sync',
    (brokers, replicationFactor, minInsyncReplicas) => {
      expect(replicationFor(brokers)).toEqual({ replicationFactor, minInsyncReplicas });
    },
  );

  it('when the cluster reports no broker (metadata not in yet), then a topic still gets one copy', () => {
    expect(replicationFor(0)).toEqual({ replicationFactor: 1, minInsyncReplicas: 1 });
  });
});

describe('withReplication', () => {
  it('when the topic names its own min.insync.replicas, then the cluster replication one replaces it', () => {
    const topic = withReplication(
      { topic: 't', configEntries: [{ name: 'min.insync.replicas', value: '3' }] },
      { replicationFactor: 3, minInsyncReplicas: 2 },
    );
    expect(topic).toEqual({
      topic: 't',
      replicationFactor: 3,
      configEntries: [{ name: 'min.insync.replicas', value: '2' }],
    });
  });
});
