import type { Request } from 'express';
import { HttpProblem, badRequest } from '@mealbox/platform';

/** A file part of a form, read whole (the body's size is capped before anything is read into memory). */
export interface UploadedFile {
  filename: string;
  /** What the client says it is; never trusted for what is stored (see sniffImageType). */
  declaredType: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
  /** Parts the form cannot use (a field sent twice), by field name, for the 400 answer. */
  problems: Record<string, string[]>;
}

export interface MultipartLimits {
  /** Bodies larger than this are refused with 413 as soon as the excess arrives. */
  maxBytes: number;
  /** More parts than any form of ours has is a script, not a person. */
  maxParts: number;
}

/**
 * Reads a multipart/form-data body with the platform's own parser (the fetch API's FormData, as in browsers), so
 * no third-party multipart code handles untrusted bytes. The body is collected up to `maxBytes` first; a meal form
 * is a few kilobytes of text and one photograph, so holding it in memory is fine.
 */
export async function readMultipartForm(req: Request, limits: MultipartLimits): Promise<MultipartForm> {
  const contentType = req.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(contentType)) {
    throw new HttpProblem(415, 'Unsupported Media Type', 'Send the meal as multipart/form-data.');
  }
  const body = await readBody(req, limits.maxBytes);
  let form: FormData;
  try {
    // An ArrayBuffer, not the Buffer itself: both Node's and the DOM's typings accept it as a body.
    const bytes = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('The form could not be read. Please send it again.');
  }

  const result: MultipartForm = { fields: {}, files: {}, problems: {} };
  const seen = new Set<string>();
  // forEach rather than entries(): it is in every FormData typing (the DOM's needs DOM.Iterable for entries).
  const parts: Array<[string, string | File]> = [];
  form.forEach((value, name) => parts.push([name, value]));
  if (parts.length > limits.maxParts) throw badRequest('The form has too many parts.');
  for (const [name, value] of parts) {
    if (seen.has(name)) {
      result.problems[name] = ['Send this field only once.'];
      continue;
    }
    seen.add(name);
    if (typeof value === 'string') {
      result.fields[name] = value;
    } else {
      result.files[name] = {
        filename: value.name,
        declaredType: value.type,
        bytes: Buffer.from(await value.arrayBuffer()),
      };
    }
  }
  return result;
}

async function readBody(req: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function tooLarge(maxBytes: number): HttpProblem {
  const megabytes = Math.floor(maxBytes / (1024 * 1024));
  return new HttpProblem(413, 'Payload Too Large', `The form must be smaller than ${megabytes} MB in all.`);
}
