import { createHash } from 'node:crypto';
import { encodeBody, type ContentEncoding } from '../proxy/answer-compression';
import type { PrerenderedAnswers } from './prerendered-answers';

/** One prerendered document, ready to send in each encoding. */
export interface PageSnapshot {
  html: Buffer;
  encoded: Record<ContentEncoding, Buffer>;
  etag: string;
  renderedAt: Date;
  /** The API answers the page was made from, which its starter script names. */
  answers: PrerenderedAnswers | undefined;
}

export function toSnapshot(
  html: string,
  renderedAt: Date,
  answers: PrerenderedAnswers | undefined = undefined,
): PageSnapshot {
  const body = Buffer.from(html);
  return {
    html: body,
    // Compressed once per render, not per visit.
    encoded: { br: encodeBody(body, 'br'), gzip: encodeBody(body, 'gzip') },
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    renderedAt,
    answers,
  };
}
