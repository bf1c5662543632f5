// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS on purpose: webpack-cli require()s it */
'use strict';
/**
 * The one place that says which modules the shell and every remote share at runtime (DESIGN section 2).
 * React, ReactDOM, the router and web-kit must each exist once on the page: two Reacts break hooks, two routers
 * lose the shell's navigation context, two web-kits would mean two sessions. So all are singletons.
 * The router is shared as web-kit's `router` module (the parts of react-router-dom the site uses, see
 * src/router.ts) rather than as the whole package: a shared package is shipped whole, a module that names its
 * exports is tree-shaken. Nothing imports react-router-dom itself (a lint rule holds that).
 */
const { readInstalledPackageJson, findWorkspaceRoot, readCatalog } = require('./package-info');

/**
 * Shared modules, each also shared by deep-import prefix where apps import sub-paths (react/jsx-runtime,
 * react-dom/client); `pkg` is the package whose version a module carries, where it is not the module's name.
 */
const SHARED_PACKAGES = [
  { name: 'react', prefix: true },
  { name: 'react-dom', prefix: true },
  { name: '@mealbox/web-kit/router', pkg: '@mealbox/web-kit', prefix: false },
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
  for (const { name, pkg = name, prefix } of SHARED_PACKAGES) {
    const version = readInstalledPackageJson(pkg, appDir).version;
    // The catalog range is what the repo promises; workspace packages (web-kit) are not in it, so use ^installed.
    const requiredVersion = catalog[pkg] ?? `^${version}`;
    const entry = { singleton: /** @type {const} */ (true), requiredVersion, version, eager };
    shared[name] = entry;
    if (prefix) shared[`${name}/`] = { ...entry };
  }
  return shared;
}

module.exports = { createSharedConfig, SHARED_PACKAGES };
