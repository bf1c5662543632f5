/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS on purpose: webpack.config.js require()s it */
'use strict';
/**
 * Writes dist/site-routes.json: the pages of this build of the shell (@mealbox/contracts/site-routes). The gateway
 * reads it from the deployed shell to answer 404 for an address that is no page, so a deploy of the shell that
 * adds a page brings the page's address with it.
 */
const { SITE_ROUTES_FILE, siteRoutes } = require('@mealbox/contracts/site-routes');

class SiteRoutesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SiteRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SiteRoutesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            SITE_ROUTES_FILE,
            new sources.RawSource(JSON.stringify(siteRoutes(), null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { SiteRoutesPlugin };
