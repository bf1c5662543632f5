// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS on purpose: webpack-cli require()s it */
'use strict';
/**
 * The one place that says which modules the shell and every remote share at runtime (DESIGN section 2).
 * React, ReactDOM, the router and web-kit must each exist once on the page: two Reacts break hooks, two routers
 * lose the shell's navigation context, two web-kits would mean two sessions. So all are singletons.
 */
const { readInstalledPackageJson, findWorkspaceRoot, readCatalog } = require('./package-info');

/** Shared packages, each also shared by deep-import prefix where apps import sub-paths (react/jsx-runtime, react-dom/client). */
const SHARED_PACKAGES = [
  { name: 'react', prefix: true },
  { name: 'react-dom', prefix: true },
  { name: 'react-router-dom', prefix: false },
  { name: '@mealbox/web-kit', prefix: false },
];

/**
 * @param {{ appDir: string, eager?: boolean }} options
 *   appDir: the app's folder (versions are read as installed for it).
 *   eager: only the shell may ask for it, and it does not need to: it starts behind an async boundary. Remotes must
 *   never be eager, or they would ship and run their own copies before the shell's are negotiated.
 * @returns {Record<string, { singleton: true, requiredVersion: string, version: string, eager: boolean }>}
 */
function createSharedConfig({ appDir, eager = false }) {
  const catalog = readCatalog(findWorkspaceRoot(appDir));
  /** @type {Record<string, { singleton: true, requiredVersion: string, version: string, eager: boolean }>} */
  const shared = {};
  for (const { name, prefix } of SHARED_PACKAGES) {
    const version = readInstalledPackageJson(name, appDir).version;
    // The catalog range is what the repo promises; workspace packages (web-kit) are not in it, so use ^installed.
    const requiredVersion = catalog[name] ?? `^${version}`;
    const entry = { singleton: /** @type {const} */ (true), requiredVersion, version, eager };
    shared[name] = entry;
    if (prefix) shared[`${name}/`] = { ...entry };
  }
  return shared;
}

module.exports = { createSharedConfig, SHARED_PACKAGES };
