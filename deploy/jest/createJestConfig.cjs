/**
 * The one jest configuration every workspace uses: TypeScript through ts-jest (type checking is
 * `npm run typecheck`'s job, so tests only transpile), tests beside the code they test.
 * @param {{ dir: string, environment?: 'node' | 'jsdom' }} options
 */
module.exports = function createJestConfig({ dir, environment = 'node' }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // .mts: the registry of the apps, which Node also reads as it is (shared-lib/apps).
    moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'cjs', 'mjs', 'json'],
    transform: {
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
    },
    moduleNameMapper: { '\\.css$': require.resolve('./styleStub.cjs') },
    setupFiles: environment === 'jsdom' ? [require.resolve('./jsdomGlobals.cjs')] : [],
    clearMocks: true,
    restoreMocks: true,
  };
};
