import type { startTracingSdk } from './tracing-sdk';
import { traceExportFrom, type TraceExport } from './tracing-settings';
import { whenTracingStops } from './tracing-shutdown';

let started = false;

/**
 * Starts OpenTelemetry tracing for this process, as the settings say (tracing-settings.ts); does nothing when it
 * is off. It patches `http`, `express` and the MongoDB driver as they are loaded, so it must run before any of
 * them is imported: each service's `main.ts` imports its `tracing.ts` first. Kafka is traced by the event bus
 * itself (event-tracing.ts), because an event is sent by the outbox relay long after the request that wrote it.
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): TraceExport {
  const traceExport = traceExportFrom(env);
  if (traceExport === 'none' || started) return traceExport;
  // Loaded only now: the SDK and its instrumentations take about half a second to load, which a service that
  // does not trace (the default) should not pay at every start.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sdk = (require('./tracing-sdk') as { startTracingSdk: typeof startTracingSdk }).startTracingSdk(
    serviceName,
    traceExport,
  );
  started = true;
  whenTracingStops(() => sdk.shutdown());
  return traceExport;
}
