/**
 * sanitize-html's parser (htmlparser2 10 and its helpers) is published as ES modules only, which
 * jest's CommonJS module system cannot load: a workspace whose tests reach the content build's
 * sanitizer (`withSanitizer`) sends those files through ts-jest too.
 */
const SANITIZER_ESM_ONLY = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
];

const ESM_TRANSFORM = {
  '^.+\\.js$': [
    require.resolve('ts-jest'),
    {
      tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true },
      diagnostics: false,
    },
  ],
};

/**
 * The one jest configuration every workspace uses: TypeScript through ts-jest (type checking is
 * `npm run typecheck`'s job, so tests only transpile), tests beside the code they test.
 * @param {{ dir: string, environment?: 'node' | 'jsdom', withSanitizer?: boolean }} options
 */
module.exports = function createJestConfig({ dir, environment = 'node', withSanitizer = false }) {
  // shared-lib is TypeScript: installed from its package, its sources are in node_modules.
  const compiled = withSanitizer ? ['shared-lib', ...SANITIZER_ESM_ONLY] : ['shared-lib'];
  return {
    transformIgnorePatterns: [
      `/node_modules/(?!(sanitize-html/node_modules/)?(${compiled.join('|')})/)`,
    ],
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // .mts: the registry of the apps, which Node also reads as it is (shared-lib/apps).
    moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'cjs', 'mjs', 'json'],
    transform: {
      '\\.inline\\.js$': require.resolve('./sourceTextTransform.cjs'),
      '^.+\\.mts$': require.resolve('./mtsTransform.cjs'),
      '^.+\\.tsx?$': [
        require.resolve('ts-jest'),
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            esModuleInterop: true,
            isolatedModules: true,
          },
          diagnostics: false,
        },
      ],
      ...(withSanitizer ? ESM_TRANSFORM : {}),
    },
    moduleNameMapper: {
      '\\.css$': require.resolve('./styleStub.cjs'),
      '\\.woff2$': require.resolve('./fileAddressStub.cjs'),
    },
    setupFiles: environment === 'jsdom' ? [require.resolve('./jsdomGlobals.cjs')] : [],
    clearMocks: true,
    restoreMocks: true,
    // A worker per core: jest's default leaves one core to itself, which on a two-core machine
    // (CI's) means one test file at a time.
    maxWorkers: '100%',
  };
};
