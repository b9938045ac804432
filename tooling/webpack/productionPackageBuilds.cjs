const fs = require('node:fs');
const path = require('node:path');

/**
 * Packages that ship a production build their `exports` never select. React Router 7 resolves to
 * `dist/development` under every condition (remix-run/react-router#14102): its development build
 * differs only in `ENABLE_DEV_WARNINGS`, so a production page carried the warnings' text and ran
 * their checks on every render (`useRoutes` builds its messages each time). Decision 295.
 */
const PRODUCTION_ENTRIES = {
  'react-router': 'dist/production/index.mjs',
};

/**
 * Only shared-lib imports React Router (lint forbids it anywhere else), so the switch applies to
 * shared-lib's imports alone: a global alias would also take over the React Router 5 that the
 * editor's Decap CMS brings with it.
 */
const SHARED_LIB_SOURCE = /[\\/]shared-lib[\\/]src[\\/]/;

/** A module rule for production builds: shared-lib's imports of these packages resolve to their production builds. */
function productionPackageRule() {
  const alias = Object.fromEntries(
    Object.entries(PRODUCTION_ENTRIES).map(([name, entry]) => {
      const file = path.join(path.dirname(require.resolve(`${name}/package.json`)), entry);
      if (!fs.existsSync(file))
        throw new Error(`${name}: its production build ${entry} is gone; see decision 295`);
      return [`${name}$`, file];
    }),
  );
  return { test: SHARED_LIB_SOURCE, resolve: { alias } };
}

module.exports = { productionPackageRule };
