import type { Response } from 'express';

/**
 * Writes a chunk and, when the socket's buffer is full, waits until it drains or the client goes away: a slow
 * reader slows the producer instead of the chunks piling up in memory. Answers false once the client is gone.
 */
export async function writePaced(res: Response, chunk: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (res.write(chunk)) return true;
  await new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
  return !res.destroyed;
}
