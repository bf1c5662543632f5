import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { eventually } from '@mealbox/test-support';
import type { SpanLine } from '../../../packages/platform/src/tracing/json-line-span-exporter';

const repoRoot = path.resolve(__dirname, '../../..');

export type TracedSpan = SpanLine['span'];

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * One built service (`services/<name>/dist/main.js`) as a real process with the console trace exporter on, its
 * log silenced so that its stdout is its spans, one JSON line each, which this keeps as they come.
 */
export class TracedProcess {
  readonly spans: TracedSpan[] = [];
  private child: ChildProcess | undefined;
  private partialLine = '';

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, [path.join(repoRoot, `services/${this.name}/dist/main.js`)], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        OTEL_TRACES_EXPORTER: 'console',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => this.keepSpans(chunk.toString()));
    let exited: number | null | undefined;
    child.once('exit', (code) => (exited = code));
    await eventually(
      `${this.name} to answer /health/live`,
      async () => {
        if (exited !== undefined) throw new Error(`${this.name} exited with ${exited} before it answered`);
        return fetch(`${this.url}/health/live`).then(
          (answer) => answer.ok,
          () => false,
        );
      },
      60_000,
    );
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await ended;
  }

  private keepSpans(text: string): void {
    const lines = (this.partialLine + text).split('\n');
    this.partialLine = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{"span"')) continue;
      this.spans.push((JSON.parse(line) as SpanLine).span);
    }
  }
}
