/**
 * Shared singletons of every app: one React, one router and one domain library in the browser,
 * whichever app loads first. The prefix entries ('react/', ...) cover subpath imports such as
 * react/jsx-runtime and react-dom/client, which would otherwise be bundled twice.
 */
// React Router is reached through 'shared-lib/router' only (one router, tree-shaken): see there.
const SINGLETONS = ['react', 'react-dom', 'zustand', 'shared-lib'];
const WITH_SUBPATHS = new Set(['react', 'react-dom']);

/**
 * shared-lib is shared by its subpath entries (`shared-lib/routes`, ...), read from its exports.
 * Its stylesheets are not among them: they are plain files that each app bundles (the shell links
 * them on every page), never modules negotiated at run time.
 */
function sharedLibEntries() {
  const { exports } = require('shared-lib/package.json');
  // The registry of the apps (./apps) is build-time data: no browser module imports it.
  return Object.keys(exports)
    .filter(
      (key) =>
        key !== '.' &&
        key !== './apps' &&
        !key.includes('*') &&
        !key.endsWith('.json') &&
        !key.endsWith('.css'),
    )
    .map((key) => `shared-lib/${key.slice(2)}`);
}

/** @param {{ dependencies?: Record<string, string> }} pkg the app's package.json */
function createSharedConfig(pkg) {
  const deps = pkg.dependencies ?? {};
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = deps[name];
    if (!requiredVersion) throw new Error(`${pkg.name}: package.json must depend on "${name}"`);
    const settings = { singleton: true, requiredVersion, version: requiredVersion };
    if (name === 'shared-lib') {
      for (const entry of sharedLibEntries()) shared[entry] = settings;
      continue;
    }
    shared[name] = settings;
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = settings;
  }
  return shared;
}

module.exports = { createSharedConfig };
