import { findDockerEngine } from './docker-engine';
import { keepRunningContainers, runningContainers } from './running-containers';
import { startTestContainers } from './start-test-containers';
import { testInfraChoice } from './test-infra-choice';

/**
 * jest's global setup for the projects that read `real-infra.ts` (int, e2e), named only when TEST_INFRA is set.
 * With TEST_INFRA=local it does nothing: the tests use the local Kafka and FerretDB. With TEST_INFRA=containers it
 * finds a Docker engine (or fails at once saying so), starts real MongoDB, Kafka, stripe-mock and Mailpit, and puts
 * their addresses in the environment, which the test workers, started after this, inherit.
 */
export default async function globalSetup(): Promise<void> {
  if (testInfraChoice() === 'local' || runningContainers()) return;
  const engine = await findDockerEngine();
  // testcontainers then uses the engine found here rather than looking again.
  process.env.DOCKER_HOST ??= engine;
  console.log(
    `\n==> TEST_INFRA=containers: starting MongoDB, Kafka, stripe-mock and Mailpit (Docker at ${engine})`,
  );
  const containers = await startTestContainers();
  keepRunningContainers(containers);
  Object.assign(process.env, containers.env);
  console.log(`    MongoDB ${containers.env.MONGO_BASE_URL}, Kafka ${containers.env.KAFKA_BROKERS}`);
}
