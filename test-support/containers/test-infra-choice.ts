/**
 * Where the integration tests find their database and broker, chosen by TEST_INFRA: `local` (the default) is the
 * Kafka and FerretDB that `infra/up.sh` runs; `containers` is real MongoDB and Kafka started by testcontainers. A
 * value we do not know is refused rather than quietly taken as the default, so a typo never tests the wrong thing.
 */
export type TestInfra = 'local' | 'containers';

export function testInfraChoice(env: NodeJS.ProcessEnv = process.env): TestInfra {
  const chosen = env.TEST_INFRA?.trim() ?? '';
  if (chosen === '' || chosen === 'local') return 'local';
  if (chosen === 'containers') return 'containers';
  throw new Error(
    `TEST_INFRA=${chosen} is not known: use TEST_INFRA=containers (real MongoDB and Kafka in Docker) or leave it unset (the local infrastructure from infra/up.sh)`,
  );
}
