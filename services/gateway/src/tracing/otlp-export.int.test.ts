import { createServer, type Server } from 'node:http';
import { eventually } from '@mealbox/test-support';
import { TracedProcess, freePort } from '../../test/traced-process';

/**
 * With a collector configured (and no exporter named), a process sends its spans there over OTLP/HTTP instead of
 * writing them to its output: what a deployment with Jaeger, Tempo or a vendor's collector relies on.
 */
jest.setTimeout(90_000);

interface Received {
  path: string;
  contentType: string | undefined;
  body: string;
}

let collector: Server;
const received: Received[] = [];
let gateway: TracedProcess;

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', contentType: request.headers['content-type'], body });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const [port, metricsPort] = await Promise.all([freePort(), freePort()]);
  gateway = new TracedProcess('gateway', port, {
    OTEL_TRACES_EXPORTER: '',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as { port: number }).port}`,
    GATEWAY_METRICS_PORT: String(metricsPort),
    PRERENDER: 'off',
    SHUTDOWN_GRACE_MS: '0',
  });
  await gateway.start();
});

afterAll(async () => {
  await gateway?.stop();
  await new Promise((resolve) => collector?.close(resolve));
});

describe('traces go to a collector when one is configured', () => {
  it('when a request is served, then its span reaches the collector over OTLP and nothing is printed', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await fetch(`${gateway.url}/api/meals/`, {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });

    const batch = await eventually('a batch of spans at the collector', () =>
      received.find((request) => request.path === '/v1/traces' && request.body.includes(traceId)),
    );
    expect(batch.contentType).toContain('application/json');
    expect(JSON.parse(batch.body)).toMatchObject({
      resourceSpans: [
        expect.objectContaining({
          resource: expect.objectContaining({
            attributes: expect.arrayContaining([{ key: 'service.name', value: { stringValue: 'gateway' } }]),
          }),
        }),
      ],
    });
    expect(gateway.spans).toEqual([]);
  });
});
