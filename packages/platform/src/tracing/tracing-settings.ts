/**
 * Where a service's spans go, from the standard OpenTelemetry variables:
 * - `OTEL_TRACES_EXPORTER=console`: one JSON line per span on stdout, beside the service's log (scripts/start.sh
 *   turns this on for the local product);
 * - `OTEL_TRACES_EXPORTER=otlp`, or an `OTEL_EXPORTER_OTLP_ENDPOINT` / `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` set
 *   without it: OTLP over HTTP to that collector (the exporter reads the endpoint and headers variables itself);
 * - otherwise, or `none`: no tracing at all. Off is the default so that tests and benchmarks pay nothing for it.
 */
export type TraceExport = 'console' | 'otlp' | 'none';

export class TracingSettingsError extends Error {
  override readonly name = 'TracingSettingsError';
}

export function traceExportFrom(env: NodeJS.ProcessEnv): TraceExport {
  const named = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (named === 'console' || named === 'otlp' || named === 'none') return named;
  if (named) {
    throw new TracingSettingsError(
      `OTEL_TRACES_EXPORTER must be console, otlp or none (it is "${env.OTEL_TRACES_EXPORTER}")`,
    );
  }
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return 'otlp';
  return 'none';
}
