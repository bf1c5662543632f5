import path from 'node:path';
import type { Response } from 'express';

/**
 * Sends the shell's own index.html, which the browser router turns into the page for the address. With a status
 * other than 200 (the not-found page's 404) it carries no validators, so no cache turns it into a 304.
 */
export function sendShellPage(res: Response, shellDir: string, status: 200 | 404): void {
  res.status(status).setHeader('Cache-Control', 'no-cache');
  const validators = status === 200;
  res.sendFile(path.join(shellDir, 'index.html'), { etag: validators, lastModified: validators }, (error) => {
    if (error && !res.headersSent)
      res.status(503).type('text/plain').send('The site is being updated. Please try again shortly.');
  });
}
