import { createHash } from 'node:crypto';
import { PRERENDERED_ANSWERS_PATH_PREFIX } from '@mealbox/contracts/prerender';
import { encodeBody, type ContentEncoding } from '../proxy/answer-compression';

/** More than this is not kept: a page that asked for so much is better served by the API itself. */
const MAX_ANSWERS_BYTES = 512 * 1024;

/**
 * The public API answers a prerendered page was made from (`{ "<path and query>": "<JSON body>" }`), served as one
 * file named by its content, so the app starts with the data the copy shows instead of asking for it again, one
 * request after another. They are exactly as fresh as the copy: a change that drops the copy drops them with it
 * (the file then answers 404 and the app asks the API).
 */
export interface PrerenderedAnswers {
  path: string;
  body: Buffer;
  encoded: Record<ContentEncoding, Buffer>;
}

export function toPrerenderedAnswers(answers: Record<string, string>): PrerenderedAnswers | undefined {
  if (Object.keys(answers).length === 0) return undefined;
  const body = Buffer.from(JSON.stringify(answers));
  if (body.length > MAX_ANSWERS_BYTES) return undefined;
  const id = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return {
    path: `${PRERENDERED_ANSWERS_PATH_PREFIX}${id}.json`,
    body,
    encoded: { br: encodeBody(body, 'br'), gzip: encodeBody(body, 'gzip') },
  };
}
