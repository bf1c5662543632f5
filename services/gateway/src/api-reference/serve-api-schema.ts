import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendProblem } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import { ServiceDocumentUnavailable, type ApiSchemaSource } from './api-schema-source';

/** Where the whole API's OpenAPI document is served. */
export const API_SCHEMA_PATH = '/api/schema/';

/**
 * `GET /api/schema/`: the merged OpenAPI 3.1 document as JSON. Revalidated on every load (it changes with a
 * deploy); 503 with `Retry-After` while a service cannot hand over its part, since half a document would mislead.
 */
export function serveApiSchema(source: ApiSchemaSource, logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendProblem(res, {
        status: 405,
        title: 'Method Not Allowed',
        detail: 'The API description is read-only.',
      });
      return;
    }
    source.current().then(
      (document) => {
        const body = JSON.stringify(document);
        res.writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          'Cache-Control': 'no-cache',
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        if (!(error instanceof ServiceDocumentUnavailable))
          logger.error({ err: error }, 'API document not merged');
        res.setHeader('Retry-After', '5');
        sendProblem(res, {
          status: 503,
          title: 'Service Unavailable',
          detail:
            error instanceof ServiceDocumentUnavailable
              ? error.message
              : 'The API description cannot be built.',
        });
      },
    );
  };
}
