import fs from 'node:fs';
import path from 'node:path';
import { createSharedConfig } from './shared';

const repoRoot = path.resolve(__dirname, '../..');
const installedVersion = (app: string, pkg: string): string =>
  (
    JSON.parse(fs.readFileSync(path.join(repoRoot, app, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

describe('createSharedConfig (module federation shared modules)', () => {
  const shared = createSharedConfig({ appDir: path.join(repoRoot, 'shell') });

  it('when built for an app, then React, ReactDOM (with their deep-import prefixes), web-kit and its router are shared', () => {
    expect(Object.keys(shared).sort()).toEqual(
      ['@mealbox/web-kit', '@mealbox/web-kit/router', 'react', 'react-dom', 'react-dom/', 'react/'].sort(),
    );
  });

  it('when built, then every shared module is a singleton that is not eager', () => {
    for (const entry of Object.values(shared)) {
      expect(entry.singleton).toBe(true);
      expect(entry.eager).toBe(false);
    }
  });

  it('when built, then the required range is the catalog’s and the version is the one installed', () => {
    expect(shared.react?.requiredVersion).toMatch(/^\^19\./);
    expect(shared['react/']?.requiredVersion).toBe(shared.react?.requiredVersion);
    expect(shared.react?.version).toBe(installedVersion('shell', 'react'));
    // The router travels as web-kit's module, so it carries web-kit's version.
    expect(shared['@mealbox/web-kit/router']?.version).toBe(shared['@mealbox/web-kit']?.version);
    // web-kit is a workspace package, not in the catalog: the range follows its own version.
    expect(shared['@mealbox/web-kit']?.requiredVersion).toBe(`^${shared['@mealbox/web-kit']?.version}`);
  });

  it('when the shell and a remote build it, then they agree on every version', () => {
    const remote = createSharedConfig({ appDir: path.join(repoRoot, 'mfe-storefront') });
    expect(remote).toEqual(shared);
  });
});
