import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import type { Transform } from 'node:stream';

export type ContentEncoding = 'br' | 'gzip';

/** Below this a compressed answer saves less than the work and the headers cost. */
const MIN_COMPRESSED_BYTES = 1024;

// JSON, problem+json and other text. Not text/event-stream: a compressor holds events back until its buffer fills.
const COMPRESSIBLE_TYPE =
  /^(application\/(json|problem\+json|javascript|xml)|text\/(?!event-stream)|image\/svg\+xml)/i;

/**
 * The encoding to send an answer in: Brotli where the browser takes it (every current one does, over HTTPS and on
 * localhost), gzip otherwise, none when it asks for neither (a `q=0` refuses one).
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Whether an upstream answer is text worth compressing that nobody has compressed yet. */
export function isCompressible(status: number, headers: IncomingHttpHeaders): boolean {
  if (status === 204 || status === 304 || headers['content-encoding']) return false;
  if (!COMPRESSIBLE_TYPE.test(headers['content-type'] ?? '')) return false;
  const length = headers['content-length'];
  return length === undefined || Number(length) >= MIN_COMPRESSED_BYTES;
}

/** The answer's headers once its body is compressed: a new length (unknown until the end), the encoding, and Vary. */
export function compressedHeaders(
  headers: IncomingHttpHeaders,
  encoding: ContentEncoding,
): IncomingHttpHeaders {
  const { 'content-length': _length, ...rest } = headers;
  const vary = rest.vary ? `${rest.vary}, Accept-Encoding` : 'Accept-Encoding';
  return { ...rest, 'content-encoding': encoding, vary };
}

// Quality 5 Brotli and level 6 gzip: per-request compression must be quick; the build's own files are compressed
// once at the strongest settings instead.
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

export function createEncoder(encoding: ContentEncoding): Transform {
  return encoding === 'br' ? zlib.createBrotliCompress(BROTLI_OPTIONS) : zlib.createGzip({ level: 6 });
}

export function encodeBody(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, BROTLI_OPTIONS)
    : zlib.gzipSync(body, { level: 6 });
}
