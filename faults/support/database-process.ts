import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signalChild, waitUntilListening } from './child-signals';
import { acceptsConnections } from '../../test-support/accepts-connections';
import { freePort } from './ports';

const BINARY = path.resolve(__dirname, '../../infra/.build/bin/ferretdb');

/**
 * A MongoDB-wire server of the suite's own (FerretDB, built by `bash infra/up.sh`, on a free port and a data
 * directory of its own), so a test can stop the database outright, and start it again on the same data, without
 * touching the one every other test shares.
 */
export class DatabaseProcess {
  private child: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  static async start(): Promise<DatabaseProcess> {
    const database = new DatabaseProcess(
      await freePort(),
      mkdtempSync(path.join(tmpdir(), 'mealbox-fault-db-')),
    );
    await database.startAgain();
    return database;
  }

  get url(): string {
    return `mongodb://127.0.0.1:${this.port}`;
  }

  async startAgain(): Promise<void> {
    const child = spawn(
      BINARY,
      ['-listen-addr', `127.0.0.1:${this.port}`, '-data-dir', this.dataDir, '-log-level', 'error'],
      { stdio: 'ignore' },
    );
    this.child = child;
    await waitUntilListening(child, 'ferretdb', () => acceptsConnections(this.port), 30_000);
  }

  /** Stops the server as an outage would: at once, mid-conversation with every client. */
  kill(): Promise<void> {
    return signalChild(this.child, 'SIGKILL');
  }

  async close(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
