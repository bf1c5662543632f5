// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS on purpose: webpack-cli require()s it */
'use strict';
/**
 * Reads the facts the federation config needs about a dependency: the version installed for an app and the range
 * the repo's pnpm catalog asks for. Plain CommonJS so webpack configs can require it without a TypeScript step.
 */
const fs = require('node:fs');
const path = require('node:path');

/** The installed package.json of `name` as Node would resolve it from `fromDir` (walks up node_modules folders). */
function readInstalledPackageJson(name, fromDir) {
  // Not require.resolve(`${name}/package.json`): packages with an `exports` map may not export their package.json.
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8'));
    if (path.dirname(dir) === dir) throw new Error(`Cannot find ${name} installed for ${fromDir}`);
  }
}

/** The repo root: the nearest folder above `fromDir` holding pnpm-workspace.yaml. */
function findWorkspaceRoot(fromDir) {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No pnpm-workspace.yaml above ${fromDir}`);
  }
}

/**
 * The `catalog:` block of pnpm-workspace.yaml as { name: range }. The block is flat `key: value` lines, so a
 * line reader is enough and keeps the build free of a YAML dependency.
 */
function readCatalog(rootDir) {
  const lines = fs.readFileSync(path.join(rootDir, 'pnpm-workspace.yaml'), 'utf8').split(/\r?\n/);
  const start = lines.findIndex((line) => /^catalog:\s*$/.test(line));
  /** @type {Record<string, string>} */
  const catalog = {};
  if (start < 0) return catalog;
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break; // next top-level key
    const match = /^\s+(["']?)([^"'#:]+)\1:\s*(["']?)([^"'#\s]+)\3/.exec(line);
    if (match) catalog[match[2]] = match[4];
  }
  return catalog;
}

module.exports = { readInstalledPackageJson, findWorkspaceRoot, readCatalog };
