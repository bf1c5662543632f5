import path from 'node:path';
import type { Response } from 'express';

/**
 * Sends the shell's own index.html, which the browser router turns into the page for the address (with 404, the
 * not-found page; a 404 is never answered 304, whatever the request's validators).
 */
export function sendShellPage(res: Response, shellDir: string, status: 200 | 404): void {
  res.status(status).setHeader('Cache-Control', 'no-cache');
  res.sendFile(path.join(shellDir, 'index.html'), (error) => {
    if (error && !res.headersSent)
      res.status(503).type('text/plain').send('The site is being updated. Please try again shortly.');
  });
}
