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

/** webpack `resolve.alias` for a production build: each package's bare import to its production entry. */
function productionAliases() {
  return Object.fromEntries(
    Object.entries(PRODUCTION_ENTRIES).map(([name, entry]) => {
      const file = path.join(path.dirname(require.resolve(`${name}/package.json`)), entry);
      if (!fs.existsSync(file))
        throw new Error(`${name}: its production build ${entry} is gone; see decision 295`);
      return [`${name}$`, file];
    }),
  );
}

module.exports = { productionAliases };
