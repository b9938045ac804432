const path = require('node:path');

/**
 * React Router ships as one large module. A browser build keeps only the parts the site imports
 * through `shared-lib/router`, but only when the minifier can tell the rest is unused, and two
 * things in React Router's build hide that: its components are made by `React.forwardRef(…)` and
 * `React.createContext(…)` calls, which a minifier must assume have side effects, and each is
 * followed by a `displayName` assignment. Babel marks those calls pure (React's own preset does
 * this for application code) and drops the top-level display names, so `NavLink`, `Form`,
 * `ScrollRestoration` and what only they use leave the page: about 3 KB compressed. Decision 334.
 */
const REACT_ROUTER_BUILD =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/** A module rule for production browser builds. */
function reactRouterTreeShakingRule() {
  return {
    test: REACT_ROUTER_BUILD,
    loader: require.resolve('babel-loader'),
    // The files are already the target's JavaScript: no Babel configuration of the repository
    // applies, only the two plugins run.
    options: {
      babelrc: false,
      configFile: false,
      plugins: [
        require.resolve('@babel/plugin-transform-react-pure-annotations'),
        path.join(__dirname, 'babel', 'dropStaticDisplayNames.cjs'),
      ],
    },
  };
}

module.exports = { REACT_ROUTER_BUILD, reactRouterTreeShakingRule };
