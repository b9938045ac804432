import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { SITE_APPS } from 'shared-lib/apps';

const APPS = SITE_APPS.map((app) => `./${app.workspace}`);
const WORKSPACES = [
  ...APPS,
  './shared-lib',
  './content',
  './tooling',
  './deploy',
  './bench',
  './e2e',
  './forms-api',
];

/** Files of `target` may import only from the workspaces in `allowed` (and their own). */
const walled = (target, allowed) => ({
  target,
  from: WORKSPACES.filter((workspace) => workspace !== target && !allowed.includes(workspace)),
});

/**
 * One-way dependencies between workspaces: shared-lib imports none; an app imports shared-lib
 * only, never another app's source (remotes meet only through federation ids); tooling builds the
 * apps and deploy serves them, neither importing their source nor the other; the tests reach the
 * site through its packages.
 */
const zones = [
  walled('./shared-lib', []),
  walled('./content', ['./shared-lib']),
  ...APPS.map((app) => walled(app, ['./shared-lib'])),
  walled('./forms-api', ['./shared-lib']),
  walled('./tooling', ['./shared-lib']),
  walled('./deploy', ['./shared-lib', './content', './forms-api']),
  walled('./bench', ['./shared-lib', './tooling', './deploy']),
  walled('./e2e', [...APPS, './shared-lib', './tooling', './deploy', './forms-api']),
  // The end-to-end tests read an app's package.json (its versions), never its source.
  ...APPS.map((app) => ({ target: './e2e', from: app, except: ['./package.json'] })),
];

const routerPackages = ['react-router'].map((name) => ({
  name,
  message:
    "Import from 'shared-lib/router' (or 'shared-lib/routers'): one router for every app, and only the part the site uses.",
}));

/** Links follow the site's link rules (docs/reference/routes.md#links) and prefetch: one component for them. */
const routerLink = {
  name: 'shared-lib/router',
  importNames: ['Link'],
  message: "Use SiteLink from 'shared-lib/links': it follows the site's link rules and prefetches.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      // What a locally served site keeps (releases and generations): built files, not sources.
      'releases/**',
      'served/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { react, 'react-hooks': reactHooks, import: importPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      react: { version: '19.3' },
      'import/resolver': {
        typescript: { project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react/prop-types': 'off',
      'react/no-danger': 'off',
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': 'error',
      // Another workspace only through its package name and exports, never by a relative path.
      'import/no-relative-packages': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description' },
      ],
      'no-restricted-imports': ['error', { paths: [...routerPackages, routerLink] }],
    },
  },
  // Hardening: React's hook rules as recommended, accessibility of JSX, and the type-aware rules
  // that find real defects (kept apart from the app zones above).
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      // Three React Compiler rules flag patterns this site chose on purpose (decision 233): state
      // set in an effect is how device- and date-dependent values are read after hydration;
      // `ref.current = value` during render keeps the latest props for event handlers and
      // observers; useHydrated reads the server snapshot through a render-time variable.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits or catches fails silently: an unhandled rejection, a part of the
      // page that never loads, a test that passes before its assertion ran.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function where a void callback is expected (event handlers, forEach, server
      // callbacks): its rejection is lost and its result ignored.
      '@typescript-eslint/no-misused-promises': 'error',
      // Awaiting something that is not a promise hides a missing call or a wrong type.
      '@typescript-eslint/await-thenable': 'error',
      // `await` inside try/catch only catches when the promise is awaited, not returned.
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  {
    files: ['shared-lib/src/router/**', 'shared-lib/src/routers/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared-lib/src/links/**'],
    rules: { 'no-restricted-imports': ['error', { paths: routerPackages }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Scripts the server writes into pages as they are (not bundled).
    files: ['**/*.inline.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
