import type { RequestHandler } from 'express';
import { PRERENDER_REQUEST_HEADER } from '@mealbox/contracts/prerender';
import type { PageSnapshot } from '../prerender/page-snapshots';
import { serveSnapshot } from '../prerender/serve-snapshot';
import type { DeployedSiteRoutes } from '../routing/deployed-site-routes';
import { sendShellPage } from './send-shell-page';

export interface PagePathOptions {
  shellDir: string;
  siteRoutes: DeployedSiteRoutes;
  /** The prerendered not-found page, when there is one. */
  notFoundSnapshot: () => PageSnapshot | undefined;
}

/**
 * Answers a GET for an address that is no file of the shell, by the deployed shell's pages: a page gets the shell
 * (200; the browser router draws it), an old address a permanent redirect with its query, and anything else 404
 * with the not-found page the shell would draw (its prerendered copy, or the shell, which draws it), so search
 * engines do not keep unknown addresses as pages. A shell that does not list its pages gets 200 everywhere.
 */
export function answerPagePath({ shellDir, siteRoutes, notFoundSnapshot }: PagePathOptions): RequestHandler {
  return (req, res, next) => {
    siteRoutes.match(req.path).then((match) => {
      if (match?.kind === 'redirect') {
        const queryAt = req.originalUrl.indexOf('?');
        res.redirect(301, match.to + (queryAt === -1 ? '' : req.originalUrl.slice(queryAt)));
        return;
      }
      if (match?.kind !== 'unknown') {
        sendShellPage(res, shellDir, 200);
        return;
      }
      // The prerenderer asks for the page as the shell draws it, never for an earlier copy.
      const snapshot = req.headers[PRERENDER_REQUEST_HEADER] === undefined ? notFoundSnapshot() : undefined;
      if (snapshot) serveSnapshot(req, res, snapshot, 404);
      else sendShellPage(res, shellDir, 404);
    }, next);
  };
}
