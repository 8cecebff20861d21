// The Module Federation contract shared by the shell and every remote: which modules are
// singletons and at which versions. Versions are read from the installed packages, because a
// `workspace:*` or `catalog:` range is lost by MF and would disable the version check.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);

function installedVersion(pkg) {
  const pkgJson = require.resolve(`${pkg}/package.json`);
  return JSON.parse(readFileSync(pkgJson, 'utf8')).version;
}

/** Packages that must exist once per page. Everything else stays private to each app. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'react-router',
  'i18next',
  'react-i18next',
];

const sharedRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * Singletons provided through a slim entry (shared/src/vendor/): the share key and version stay
 * the package's, but only the part the platform uses ships. Inside those entries the real package
 * is imported under an alias that sharing does not intercept.
 */
export const SLIM_SINGLETONS = {
  'react-router': {
    entry: path.join(sharedRoot, 'src/vendor/react-router.ts'),
    alias: 'react-router-full',
  },
  'react-i18next': {
    entry: path.join(sharedRoot, 'src/vendor/react-i18next.ts'),
    alias: 'react-i18next-full',
  },
};

/** Resolve aliases for the slim entries: `react-router-full` → the real `react-router`. */
export function slimAliases() {
  return Object.fromEntries(
    Object.entries(SLIM_SINGLETONS).map(([pkg, { alias }]) => [`${alias}$`, pkg]),
  );
}

/**
 * The run-time kernel: the one entry of @app/shared shared as a singleton (issue 24 §1). Its
 * other entry points (values, utils, bindings, contracts, ui, …) are bundled into each app.
 */
export const SHARED_PACKAGE_ENTRIES = ['@app/shared'];

/**
 * @param {'host' | 'remote'} role host provides @app/shared; remotes consume it (import: false),
 *   so there is exactly one store and one api slice on the page.
 * @param {string} [kernelRange] a remote's: the kernel versions it runs on, from the names it
 *   uses (kernel-uses.mjs); `^<version>` when not given.
 */
export function sharedConfig(role, kernelRange) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(pkg);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
    if (SLIM_SINGLETONS[pkg]) shared[pkg].import = SLIM_SINGLETONS[pkg].entry;
  }
  const reactDom = installedVersion('react-dom');
  // react-dom/client and friends: a trailing slash shares every subpath.
  shared['react-dom/'] = { singleton: true, requiredVersion: `^${reactDom}`, version: reactDom };
  const react = installedVersion('react');
  // react/jsx-runtime is imported by every compiled component.
  shared['react/'] = { singleton: true, requiredVersion: `^${react}`, version: react };
  const sharedPkg = JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')).version;
  for (const entry of SHARED_PACKAGE_ENTRIES) {
    shared[entry] = {
      singleton: true,
      requiredVersion: role === 'remote' && kernelRange ? kernelRange : `^${sharedPkg}`,
      version: sharedPkg,
      ...(role === 'remote' ? { import: false } : {}),
    };
  }
  return shared;
}
