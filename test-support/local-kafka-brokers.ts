import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The brokers tests connect to: KAFKA_BROKERS when set, else the list `infra/up.sh` wrote for the Kafka it started
 * (every node's address when it runs three, KAFKA_NODES=3), else the one local broker's default address.
 */
export function localKafkaBrokers(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.KAFKA_BROKERS) return env.KAFKA_BROKERS.split(',');
  const dataDir = env.INFRA_DATA_DIR ?? path.resolve(__dirname, '../.data');
  try {
    const written = readFileSync(path.join(dataDir, 'run/kafka-brokers'), 'utf8').trim();
    if (written) return written.split(',');
  } catch {
    // infra/up.sh has not written it (Kafka started some other way): the default address
  }
  return ['127.0.0.1:9092'];
}
