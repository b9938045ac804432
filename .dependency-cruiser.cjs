/**
 * The import graph's rules (`npm run lint:graph`, part of `npm run lint`): folders import each
 * other one way only, and inside deploy/ every room imports only rooms on a lower floor.
 * @type {import('dependency-cruiser').IConfiguration}
 */

/**
 * deploy/'s rooms from the ground up: a room imports only rooms on floors below its own, never a
 * room beside or above it. The entry points (scripts/) are the top floor.
 */
const DEPLOY_FLOORS = [
  ['http-policy', 'origins', 'observability'],
  ['prerender'],
  ['generations', 'entries'],
  ['config'],
  ['site-state'],
  ['server'],
  ['release', 'site-events'],
  ['canary', 'nginx'],
  ['edge'],
  ['release-service'],
  ['ops'],
  ['local-site'],
  ['fleet', 'accounts'],
  ['scripts', 'systemd', 'build'],
];

const upOrAcross = DEPLOY_FLOORS.flatMap((floor, level) =>
  floor.map((room) => {
    const forbidden = DEPLOY_FLOORS.slice(level)
      .flat()
      .filter((other) => other !== room);
    return {
      name: 'no-arrow-up-in-deploy',
      comment: `deploy/${room}/ may import only rooms on lower floors (see DEPLOY_FLOORS).`,
      severity: 'error',
      from: { path: `^deploy/${room}/` },
      to: { path: `^deploy/(${forbidden.join('|')})/` },
    };
  }),
);

module.exports = {
  forbidden: [
    {
      name: 'no-folder-circle',
      comment:
        'Two folders that import each other are one room in two places: merge or split them.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-file-circle',
      comment: 'Files that import each other, types included, cannot be understood one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'tooling-never-imports-hosting',
      comment:
        'The build tooling (tooling/) is what a remote builds with outside this repository: it never depends on how the site is served (deploy/).',
      severity: 'error',
      from: { path: '^tooling/' },
      to: { path: '^deploy/' },
    },
    {
      name: 'hosting-never-imports-tooling',
      comment:
        'Hosting (deploy/) runs from a production install, which has no build tooling: its sources never import tooling/ (its jest configurations may).',
      severity: 'error',
      from: { path: '^deploy/', pathNot: '^deploy/jest(\\.install)?\\.config\\.cjs$' },
      to: { path: '^tooling/' },
    },
    {
      name: 'deploy-room-on-no-floor',
      comment: 'Every room of deploy/ has a floor in DEPLOY_FLOORS.',
      severity: 'error',
      from: { path: '^deploy/[^/]+/', pathNot: `^deploy/(${DEPLOY_FLOORS.flat().join('|')})/` },
      to: {},
    },
    ...upOrAcross,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|coverage|test-results|playwright-report)/|^releases/',
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.cjs', '.mjs', '.js', '.json'],
    },
  },
};
