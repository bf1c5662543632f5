import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { signalChild } from './child-signals';
import { answersOk, waitUntilAnswers } from './ports';

const repoRoot = path.resolve(__dirname, '../..');

/**
 * One built service (`services/<name>/dist/main.js`) as a real child process, so a test can stop it the way the
 * operating system would: SIGKILL, SIGSTOP/SIGCONT, SIGTERM; and start it again with the same settings.
 */
export class ServiceProcess {
  private child: ChildProcess | undefined;
  readonly url: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, [path.join(repoRoot, `services/${this.name}/dist/main.js`)], {
      cwd: repoRoot,
      env: {
        ...process.env,
        // Not production: the suite pays on payment's local card page, which production refuses.
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? 'silent',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        ...this.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.child = child;
    await waitUntilAnswers(`${this.url}/health/live`, child, this.name);
  }

  /** Another instance of this service, with the same settings, on `port`: not started yet. */
  another(port: number): ServiceProcess {
    return new ServiceProcess(this.name, port, this.env);
  }

  /** Sends `signal` and, for the signals that end a process, waits until it has ended. */
  signal(signal: 'SIGKILL' | 'SIGTERM' | 'SIGSTOP' | 'SIGCONT'): Promise<void> {
    return signalChild(this.child, signal);
  }

  isReady(): Promise<boolean> {
    return answersOk(`${this.url}/health/ready`);
  }

  /** The service's readiness report (`/health/ready`'s body), or why there is none. */
  async readiness(): Promise<unknown> {
    try {
      const answer = await fetch(`${this.url}/health/ready`, { signal: AbortSignal.timeout(3_000) });
      return await answer.json();
    } catch (error) {
      return error instanceof Error ? `no answer: ${error.message}` : 'no answer';
    }
  }

  /**
   * Whether the service reads not ready at some point within `withinMs` (checked every 250 ms): when it notices a
   * fault depends on a loaded machine's timing, so a test waits for it rather than looking once.
   */
  async readsNotReadyWithin(withinMs: number): Promise<boolean> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      if (!(await this.isReady())) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async stop(): Promise<void> {
    await this.signal('SIGCONT');
    await this.signal('SIGTERM');
  }
}
