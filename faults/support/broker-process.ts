import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { signalChild, waitUntilListening } from './child-signals';
import { acceptsConnections, freePort } from './ports';

const INFRA = path.resolve(__dirname, '../../infra');
const KAFKA_CLASSPATH = path.join(INFRA, '.build/kafka/lib/*');
const JAVA_LOGGING = `-Dlog4j.configuration=file:${path.join(INFRA, 'kafka/tools-log4j.properties')}`;

/**
 * A Kafka broker of the suite's own (the jars `bash infra/up.sh` fetched, the committed server.properties, a
 * data directory and ports of its own), so a test can stop the broker outright and start it again on the same
 * data without touching the one every other test shares.
 */
export class BrokerProcess {
  private child: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    private readonly config: string,
    private readonly dir: string,
  ) {}

  static async start(): Promise<BrokerProcess> {
    const dir = mkdtempSync(path.join(tmpdir(), 'mealbox-fault-kafka-'));
    const port = await freePort();
    const config = path.join(dir, 'server.properties');
    writeFileSync(
      config,
      readFileSync(path.join(INFRA, 'kafka/server.properties'), 'utf8')
        .replaceAll('@KAFKA_PORT@', String(port))
        .replaceAll('@CONTROLLER_PORT@', String(await freePort()))
        .replaceAll('@LOG_DIRS@', path.join(dir, 'data')),
    );
    const run = promisify(execFile);
    const java = ['-Xmx128m', '-XX:TieredStopAtLevel=1', JAVA_LOGGING, '-cp', KAFKA_CLASSPATH];
    const { stdout } = await run('java', [...java, 'kafka.tools.StorageTool', 'random-uuid']);
    await run('java', [
      ...java,
      'kafka.tools.StorageTool',
      'format',
      '--cluster-id',
      stdout.trim(),
      '--config',
      config,
    ]);
    const broker = new BrokerProcess(port, config, dir);
    await broker.startAgain();
    return broker;
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
    await waitUntilListening(child, "the suite's kafka", () => acceptsConnections(this.port), 60_000);
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
