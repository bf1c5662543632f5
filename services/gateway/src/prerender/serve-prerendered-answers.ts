import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding } from '../proxy/answer-compression';
import type { PrerenderedAnswers } from './prerendered-answers';

/**
 * Sends a prerendered page's API answers. The file is named by its content, so a browser may keep it; not for
 * long, as nothing asks for it once the copy that names it has been replaced.
 */
export function servePrerenderedAnswers(
  req: IncomingMessage,
  res: ServerResponse,
  answers: PrerenderedAnswers,
): void {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = encoding ? answers.encoded[encoding] : answers.body;
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(body.length),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
