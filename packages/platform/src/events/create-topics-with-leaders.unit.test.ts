import type { Admin } from 'kafkajs';
import { createTopicsWithLeaders } from './create-topics-with-leaders';

type Metadata = Awaited<ReturnType<Admin['fetchTopicMetadata']>>;

function protocolError(type: string): Error {
  return Object.assign(new Error(type), { type });
}

function led(leader: number): Metadata {
  return {
    topics: [
      { name: 't', partitions: [{ partitionId: 0, leader, replicas: [1], isr: [1], partitionErrorCode: 0 }] },
    ],
  } as Metadata;
}

function adminAnswering(...answers: Array<Metadata | Error>): Admin & { calls: () => number } {
  return adminOf(1, ...answers);
}

function adminOf(brokers: number, ...answers: Array<Metadata | Error>): Admin & { calls: () => number } {
  let calls = 0;
  const admin = {
    describeCluster: jest.fn(async () => ({
      brokers: Array.from({ length: brokers }, (_, index) => ({
        nodeId: index + 1,
        host: '127.0.0.1',
        port: 9092,
      })),
      controller: 1,
      clusterId: 'c',
    })),
    createTopics: jest.fn(async () => true),
    fetchTopicMetadata: jest.fn(async () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    }),
    calls: () => calls,
  };
  return admin as unknown as Admin & { calls: () => number };
}

const topics = [{ topic: 't', numPartitions: 1 }];

describe('createTopicsWithLeaders', () => {
  it('when the new topic is first unknown, then leaderless, then led, then it waits and resolves', async () => {
    const admin = adminAnswering(protocolError('UNKNOWN_TOPIC_OR_PARTITION'), led(-1), led(1));
    await createTopicsWithLeaders(admin, topics);
    expect(admin.calls()).toBe(3);
  });

  it('when the broker answers an error other than "not there yet", then it fails at once', async () => {
    const admin = adminAnswering(protocolError('TOPIC_AUTHORIZATION_FAILED'), led(1));
    await expect(createTopicsWithLeaders(admin, topics)).rejects.toThrow('TOPIC_AUTHORIZATION_FAILED');
    expect(admin.calls()).toBe(1);
  });

  it('when no leader appears before the deadline, then it fails naming the topics', async () => {
    const admin = adminAnswering(led(-1));
    await expect(createTopicsWithLeaders(admin, topics, 250)).rejects.toThrow(
      'No leader after 250 ms for topics: t',
    );
  });

  it('when the cluster has three brokers, then the topics get three copies, two of which must have each write', async () => {
    const admin = adminOf(3, led(1));
    await createTopicsWithLeaders(admin, [
      { topic: 't', numPartitions: 3, configEntries: [{ name: 'cleanup.policy', value: 'compact' }] },
    ]);
    expect(admin.createTopics).toHaveBeenCalledWith({
      waitForLeaders: false,
      topics: [
        {
          topic: 't',
          numPartitions: 3,
          replicationFactor: 3,
          configEntries: [
            { name: 'cleanup.policy', value: 'compact' },
            { name: 'min.insync.replicas', value: '2' },
          ],
        },
      ],
    });
  });
});
