import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { JsonLineSpanExporter } from './json-line-span-exporter';
import type { TraceExport } from './tracing-settings';

/** Paths every probe and scraper calls: a span each would bury the requests worth reading. */
const UNTRACED_PATHS = /^\/(health\/|metrics\b)/;

/**
 * The OpenTelemetry Node SDK with its HTTP, Express and MongoDB instrumentations, sending spans as `traceExport`
 * says; started and answered (so the caller can stop it). Loaded only when tracing is on (start-tracing.ts).
 */
export function startTracingSdk(serviceName: string, traceExport: Exclude<TraceExport, 'none'>): NodeSDK {
  const sdk = new NodeSDK({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [
      // Console lines are for reading as things happen; a collector is better served in batches.
      traceExport === 'console'
        ? new SimpleSpanProcessor({ exporter: new JsonLineSpanExporter() })
        : new BatchSpanProcessor({ exporter: new OTLPTraceExporter() }),
    ],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
        // A call made outside any request (a key refresh, a timer) would start a trace of its own: noise.
        requireParentforOutgoingSpans: true,
      }),
      // Route handlers only: a span for every middleware and router of every request says little and costs much.
      new ExpressInstrumentation({
        ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER],
      }),
      // Only commands made for a request or an event: the relay's and jobs' polling would flood the traces.
      new MongoDBInstrumentation({ requireParentSpan: true }),
    ],
    // The resource is ours; host and process detectors add little to a local trace and cost start-up time.
    autoDetectResources: false,
  });
  sdk.start();
  return sdk;
}
