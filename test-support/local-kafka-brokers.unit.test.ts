import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localKafkaBrokers } from './local-kafka-brokers';

describe('localKafkaBrokers', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mealbox-brokers-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('when KAFKA_BROKERS is set, then it is the list', () => {
    expect(localKafkaBrokers({ KAFKA_BROKERS: 'a:1,b:2', INFRA_DATA_DIR: dataDir })).toEqual(['a:1', 'b:2']);
  });

  it('when infra has written no list, then it is the one default broker', () => {
    expect(localKafkaBrokers({ INFRA_DATA_DIR: dataDir })).toEqual(['127.0.0.1:9092']);
  });

  it('when infra wrote the three nodes, then it is all three', () => {
    mkdirSync(path.join(dataDir, 'run'), { recursive: true });
    writeFileSync(path.join(dataDir, 'run/kafka-brokers'), '127.0.0.1:9092,127.0.0.1:9094,127.0.0.1:9096\n');
    expect(localKafkaBrokers({ INFRA_DATA_DIR: dataDir })).toEqual([
      '127.0.0.1:9092',
      '127.0.0.1:9094',
      '127.0.0.1:9096',
    ]);
  });
});
