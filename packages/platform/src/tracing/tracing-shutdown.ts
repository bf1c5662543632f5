/**
 * How a clean shutdown reaches the tracer without every importer of the platform loading the OpenTelemetry SDK:
 * `startTracing` registers its stop here, and `runService` calls `stopTracing` as its last step.
 */
let stopRunningTracer: (() => Promise<void>) | undefined;

export function whenTracingStops(stop: () => Promise<void>): void {
  stopRunningTracer = stop;
}

/** Sends the spans still held (the OTLP batch) and stops tracing; nothing when tracing never started. */
export async function stopTracing(): Promise<void> {
  const stop = stopRunningTracer;
  stopRunningTracer = undefined;
  await stop?.();
}
