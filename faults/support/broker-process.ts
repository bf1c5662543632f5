import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import type { Admin } from 'kafkajs';
import { signalChild, waitUntilListening } from './child-signals';
import { acceptsConnections } from '../../test-support/accepts-connections';
import { freePort } from './ports';

const INFRA = path.resolve(__dirname, '../../infra');
const KAFKA_CLASSPATH = path.join(process.env.INFRA_BUILD_DIR ?? path.join(INFRA, '.build'), 'kafka/lib/*');
const JAVA_LOGGING = `-Dlog4j.configuration=file:${path.join(INFRA, 'kafka/tools-log4j.properties')}`;

interface NodePorts {
  id: number;
  port: number;
  controllerPort: number;
}

export interface ClusterOptions {
  /**
   * Copies of the group offsets topic (`__consumer_offsets`), three by default as in infra/up.sh. With one, the
   * node holding it is every group's coordinator and no other node can take over while it is down.
   */
  offsetsReplication?: number;
}

/**
 * A Kafka node of the suite's own (the jars `bash infra/up.sh` fetched, the committed server.properties, a data
 * directory and ports of its own), so a test can stop it outright and start it again on the same data without
 * touching the broker every other test shares. `KafkaCluster.start(n)` starts n of them as one cluster.
 */
export class BrokerProcess {
  private child: ChildProcess | undefined;

  private constructor(
    readonly nodeId: number,
    readonly port: number,
    private readonly config: string,
    private readonly dir: string,
  ) {}

  /** Renders and formats each node's configuration under `dir`, the nodes forming one cluster; starts none. */
  static async prepare(
    dir: string,
    nodes: NodePorts[],
    options: ClusterOptions = {},
  ): Promise<BrokerProcess[]> {
    const voters = nodes.map((node) => `${node.id}@127.0.0.1:${node.controllerPort}`).join(',');
    // As infra/up.sh: three copies of each partition, two of which must have every acknowledged write.
    const replication = Math.min(3, nodes.length);
    const minInsync = replication >= 3 ? 2 : 1;
    const offsetsReplication = options.offsetsReplication ?? replication;
    const run = promisify(execFile);
    const java = ['-Xmx128m', '-XX:TieredStopAtLevel=1', JAVA_LOGGING, '-cp', KAFKA_CLASSPATH];
    const { stdout: clusterId } = await run('java', [...java, 'kafka.tools.StorageTool', 'random-uuid']);
    const template = readFileSync(path.join(INFRA, 'kafka/server.properties'), 'utf8');
    return Promise.all(
      nodes.map(async ({ id, port, controllerPort }) => {
        // The first node keeps the layout the single broker always had; the others get folders of their own.
        const nodeDir = nodes.length === 1 ? dir : path.join(dir, `node-${id}`);
        mkdirSync(nodeDir, { recursive: true });
        const config = path.join(nodeDir, 'server.properties');
        writeFileSync(
          config,
          template
            .replaceAll('@NODE_ID@', String(id))
            .replaceAll('@QUORUM_VOTERS@', voters)
            .replaceAll('@KAFKA_PORT@', String(port))
            .replaceAll('@CONTROLLER_PORT@', String(controllerPort))
            .replaceAll('@REPLICATION_FACTOR@', String(replication))
            .replaceAll('@MIN_INSYNC_REPLICAS@', String(minInsync))
            .replaceAll('@LOG_DIRS@', path.join(nodeDir, 'data'))
            .replace(
              /^offsets\.topic\.replication\.factor=.*$/m,
              `offsets.topic.replication.factor=${offsetsReplication}`,
            ),
        );
        await run('java', [
          ...java,
          'kafka.tools.StorageTool',
          'format',
          '--cluster-id',
          clusterId.trim(),
          '--config',
          config,
        ]);
        return new BrokerProcess(id, port, config, dir);
      }),
    );
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  async startAgain(): Promise<void> {
    const child = spawn(
      'java',
      [
        '-Xms64m',
        '-Xmx384m',
        '-XX:+UseSerialGC',
        '-Djava.awt.headless=true',
        JAVA_LOGGING,
        '-cp',
        KAFKA_CLASSPATH,
        'kafka.Kafka',
        this.config,
      ],
      { stdio: 'ignore' },
    );
    this.child = child;
    await waitUntilListening(
      child,
      `the suite's kafka node ${this.nodeId}`,
      () => acceptsConnections(this.port),
      60_000,
    );
  }

  /**
   * Waits until the node serves clients again after `startAgain` (listening comes first): it answers a metadata
   * request naming itself, and the coordinator of a consumer group answers (after an unclean stop the node first
   * replays its logs and reloads the groups' offsets). Each look is a fresh client with no retries of its own.
   * Answers how long that took.
   */
  async untilServing(timeoutMs: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      const admin = new Kafka({
        clientId: 'fault-broker-look',
        brokers: [`127.0.0.1:${this.port}`],
        logLevel: logLevel.NOTHING,
        retry: { retries: 0 },
      }).admin();
      const serving = await admin
        .connect()
        .then(async () => {
          const cluster = await admin.describeCluster();
          if (!cluster.brokers.some((broker) => broker.nodeId === this.nodeId)) return false;
          await admin.describeGroups(['fault-broker-look']);
          return true;
        })
        .catch(() => false)
        .finally(() => admin.disconnect().catch(() => undefined));
      if (serving) return Date.now() - started;
      if (Date.now() - started > timeoutMs)
        throw new Error(`kafka node ${this.nodeId} not serving after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops the broker as a crash would: at once, with every client mid-conversation. */
  kill(): Promise<void> {
    return signalChild(this.child, 'SIGKILL');
  }

  async close(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** `count` Kafka nodes (each broker and controller, one quorum of `count` voters) in a temporary folder. */
export class KafkaCluster {
  private constructor(
    readonly nodes: BrokerProcess[],
    private readonly dir: string,
  ) {}

  static async start(count: number, options: ClusterOptions = {}): Promise<KafkaCluster> {
    const dir = mkdtempSync(path.join(tmpdir(), 'mealbox-fault-kafka-'));
    const ports: NodePorts[] = [];
    for (let id = 1; id <= count; id += 1)
      ports.push({ id, port: await freePort(), controllerPort: await freePort() });
    const cluster = new KafkaCluster(await BrokerProcess.prepare(dir, ports, options), dir);
    // Together: a node of several waits for a quorum of the others before it serves.
    await Promise.all(cluster.nodes.map((node) => node.startAgain()));
    if (count > 1) await cluster.waitForBrokers(count);
    return cluster;
  }

  get addresses(): string[] {
    return this.nodes.map((node) => node.address);
  }

  /** An admin client of the cluster, not yet connected. */
  private admin(): Admin {
    return new Kafka({
      clientId: 'fault-cluster',
      brokers: this.addresses,
      logLevel: logLevel.NOTHING,
    }).admin();
  }

  /** Waits until `count` brokers have registered with the cluster (a restarted one rejoins a moment after it listens). */
  async waitForBrokers(count = this.nodes.length, timeoutMs = 60_000): Promise<void> {
    const admin = this.admin();
    const deadline = Date.now() + timeoutMs;
    try {
      await admin.connect();
      while ((await admin.describeCluster().catch(() => ({ brokers: [] }))).brokers.length < count) {
        if (Date.now() > deadline)
          throw new Error(`fewer than ${count} kafka brokers after ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await admin.disconnect();
    }
  }

  /** The node leading `partition` of `topic`: killing it certainly interrupts the writes in flight there. */
  async leaderOf(topic: string, partition = 0): Promise<BrokerProcess> {
    const admin = this.admin();
    await admin.connect();
    try {
      const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
      const leader = metadata.topics[0]?.partitions.find((each) => each.partitionId === partition)?.leader;
      const node = this.nodes.find((each) => each.nodeId === leader);
      if (!node) throw new Error(`partition ${partition} of ${topic} has no leader among the nodes`);
      return node;
    } finally {
      await admin.disconnect();
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.nodes.map((node) => node.kill()));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
