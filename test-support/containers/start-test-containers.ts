import { KafkaContainer } from '@testcontainers/kafka';
import { MongoDBContainer } from '@testcontainers/mongodb';
import { GenericContainer, type StartedTestContainer } from 'testcontainers';

/**
 * The images: the releases `infra/docker-compose.yml` runs, so the suite tests what production runs. Kafka is
 * Confluent's build of Apache Kafka 3.9 (cp-kafka 7.9), the image testcontainers' Kafka module knows how to start.
 */
export const TEST_IMAGES = {
  mongo: 'mongo:7.0',
  kafka: 'confluentinc/cp-kafka:7.9.1',
  stripeMock: 'stripe/stripe-mock:v0.203.0',
  mailpit: 'axllent/mailpit:v1.27.11',
};

/** The variables that point the tests' helpers (`real-infra.ts`, the payment and mail harnesses) at the containers. */
export interface TestContainerEnv {
  MONGO_BASE_URL: string;
  KAFKA_BROKERS: string;
  STRIPE_MOCK_URL: string;
  MAILPIT_API_URL: string;
  MAILPIT_SMTP_URL: string;
}

export interface TestContainers {
  env: TestContainerEnv;
  stop(): Promise<void>;
}

const startMongo = () => new MongoDBContainer(TEST_IMAGES.mongo).start(); // a one-node replica set, rs0

// As the local broker (infra/kafka/server.properties): topics are created explicitly, never on first use.
const startKafka = () =>
  new KafkaContainer(TEST_IMAGES.kafka)
    .withKraft()
    .withEnvironment({ KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'false' })
    .start();

const startStripeMock = () => new GenericContainer(TEST_IMAGES.stripeMock).withExposedPorts(12111).start();

const startMailpit = () => new GenericContainer(TEST_IMAGES.mailpit).withExposedPorts(1025, 8025).start();

/**
 * Starts MongoDB, Kafka, stripe-mock and Mailpit side by side. If any fails to start, the others are waited for and
 * stopped before the error is passed on, so a failed start leaves nothing running.
 */
export async function startTestContainers(): Promise<TestContainers> {
  const started: StartedTestContainer[] = [];
  const stop = async () => {
    await Promise.all(started.map((container) => container.stop()));
  };
  const kept = <T extends StartedTestContainer>(starting: Promise<T>): Promise<T> =>
    starting.then((container) => {
      started.push(container);
      return container;
    });
  const starting = [
    kept(startMongo()),
    kept(startKafka()),
    kept(startStripeMock()),
    kept(startMailpit()),
  ] as const;
  try {
    const [mongo, kafka, stripeMock, mailpit] = await Promise.all(starting);
    const address = (container: StartedTestContainer, port: number) =>
      `${container.getHost()}:${container.getMappedPort(port)}`;
    return {
      env: {
        // The replica set's member is named by the container's own host name, which this machine cannot resolve:
        // talk to the one node directly instead of through the set's member list.
        MONGO_BASE_URL: `${mongo.getConnectionString()}?directConnection=true`,
        KAFKA_BROKERS: address(kafka, 9093), // the module's listener for clients outside Docker
        STRIPE_MOCK_URL: `http://${address(stripeMock, 12111)}`,
        MAILPIT_API_URL: `http://${address(mailpit, 8025)}/api/v1`,
        MAILPIT_SMTP_URL: `smtp://${address(mailpit, 1025)}`,
      },
      stop,
    };
  } catch (error) {
    await Promise.allSettled(starting);
    await stop();
    throw error;
  }
}
