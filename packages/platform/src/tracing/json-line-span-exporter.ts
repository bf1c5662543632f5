import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { ExportResultCode, hrTimeToMilliseconds, type ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';

/** A finished span as one line of the service's output: what the console exporter writes. */
export interface SpanLine {
  span: {
    service: string;
    traceId: string;
    spanId: string;
    parentSpanId: string | null;
    name: string;
    kind: keyof typeof SpanKind;
    startedAt: string;
    durationMs: number;
    status: 'unset' | 'ok' | 'error';
    attributes: Record<string, unknown>;
  };
}

const KIND_NAMES = Object.fromEntries(
  Object.entries(SpanKind)
    .filter(([, value]) => typeof value === 'number')
    .map(([name, value]) => [value, name]),
) as Record<SpanKind, keyof typeof SpanKind>;

const STATUS_NAMES: Record<SpanStatusCode, SpanLine['span']['status']> = {
  [SpanStatusCode.UNSET]: 'unset',
  [SpanStatusCode.OK]: 'ok',
  [SpanStatusCode.ERROR]: 'error',
};

export function toSpanLine(span: ReadableSpan): SpanLine {
  const context = span.spanContext();
  return {
    span: {
      service: String(span.resource.attributes['service.name'] ?? 'unknown'),
      traceId: context.traceId,
      spanId: context.spanId,
      parentSpanId: span.parentSpanContext?.spanId ?? null,
      name: span.name,
      kind: KIND_NAMES[span.kind],
      startedAt: new Date(hrTimeToMilliseconds(span.startTime)).toISOString(),
      durationMs: Math.round(hrTimeToMilliseconds(span.duration) * 1000) / 1000,
      status: STATUS_NAMES[span.status.code],
      attributes: { ...span.attributes },
    },
  };
}

/**
 * The console exporter: one JSON line per finished span, written to stdout between the service's own (pino) log
 * lines, so `grep '"traceId":"<id>"' .data/logs/*.log` follows a request across services. The SDK's own
 * ConsoleSpanExporter prints several lines of `util.inspect` per span, which neither a log shipper nor a test
 * can read back.
 */
export class JsonLineSpanExporter implements SpanExporter {
  constructor(private readonly write: (line: string) => void = (line) => process.stdout.write(line)) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    try {
      for (const span of spans) this.write(`${JSON.stringify(toSpanLine(span))}\n`);
      done({ code: ExportResultCode.SUCCESS });
    } catch (error) {
      done({
        code: ExportResultCode.FAILED,
        error: error instanceof Error ? error : new Error(String(error)),
      });
    }
  }

  async shutdown(): Promise<void> {}

  async forceFlush(): Promise<void> {}
}
