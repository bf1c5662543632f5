import type { Request, Response } from 'express';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { Logger } from '../logging/create-logger';

/** What each request's line says: kept small, so a line never carries headers, a body or a token. */
const requestFields = (req: Request, res: Response, { responseTime }: { responseTime: number }) => ({
  method: req.method,
  url: req.originalUrl,
  status: res.statusCode,
  ms: responseTime,
});

/**
 * One line per request when its response ends: at error for a 5xx (someone should look), at debug for every
 * other answer (too many to keep at info). pino-http also notes a request the client dropped before its answer
 * ('request aborted'), which a 'finish' listener alone never saw. Its time is whole milliseconds (Date.now).
 * The line carries the request's correlation id, set before this runs (`res.locals.correlationId`).
 */
export function requestLog(logger: Logger): HttpLogger<Request, Response> {
  return pinoHttp<Request, Response>({
    logger,
    genReqId: (_req, res) => res.locals.correlationId as string,
    customAttributeKeys: { reqId: 'correlationId' },
    // The request's own child logger carries only its id: the full request (headers included) is never bound.
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'debug'),
    customSuccessMessage: (_req, res) => (res.writableEnded ? 'request' : 'request aborted'),
    customErrorMessage: () => 'request failed',
    customSuccessObject: requestFields,
    customErrorObject: (req, res, _error, value: { responseTime: number }) => requestFields(req, res, value),
  });
}
