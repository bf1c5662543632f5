import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  SITE_ROUTES_FILE,
  matchSitePath,
  type SitePathMatch,
  type SiteRoutes,
} from '@mealbox/contracts/site-routes';
import type { Logger } from '@mealbox/platform';

const siteRoutesSchema = z.object({
  pages: z.array(z.string()),
  redirects: z.record(z.string(), z.string()),
});

/**
 * The pages of the shell that is deployed, from the `site-routes.json` its build writes beside index.html. A page
 * or an old address is answered from what was read before; a path that is neither makes the gateway look at the
 * file again (one `stat`) before calling it unknown, so a shell deployed a moment ago with a new page is never
 * answered 404 for it. A shell built without the file (or with one that cannot be read) leaves every path
 * undecided, and the gateway answers 200 with the shell, as it did before it knew the pages.
 */
export class DeployedSiteRoutes {
  private readonly file: string;
  private read: { version: number; routes: SiteRoutes | undefined } | undefined;

  constructor(
    shellDir: string,
    private readonly logger: Logger,
  ) {
    this.file = path.join(shellDir, SITE_ROUTES_FILE);
  }

  /** What the path is on the deployed site; undefined when the deployed shell does not say. */
  async match(pathname: string): Promise<SitePathMatch | undefined> {
    const known = this.read?.routes && matchSitePath(this.read.routes, pathname);
    if (known && known.kind !== 'unknown') return known;
    const routes = await this.current();
    return routes && matchSitePath(routes, pathname);
  }

  private async current(): Promise<SiteRoutes | undefined> {
    let version: number;
    try {
      version = (await stat(this.file)).mtimeMs;
    } catch {
      this.read = undefined;
      return undefined;
    }
    if (this.read?.version !== version) this.read = { version, routes: await this.load() };
    return this.read.routes;
  }

  private async load(): Promise<SiteRoutes | undefined> {
    try {
      return siteRoutesSchema.parse(JSON.parse(await readFile(this.file, 'utf8')));
    } catch (error) {
      this.logger.warn(
        { file: this.file, err: error },
        'cannot read the site’s pages; every page path answers 200',
      );
      return undefined;
    }
  }
}
