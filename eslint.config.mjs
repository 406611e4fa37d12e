// One lint config for the workspace. The import rules keep the federation honest: a remote
// never imports another remote or the shell, and apps use @guardian/shared only through its
// entries (the package and its form kit, `/forms`, are federation singletons; a deep import would
// bundle a second copy).
// Inside an app, features never import each other, and only @guardian/shared makes a QueryClient
// (one cache); the one HTTP client is shared's, on fetch, so axios is imported nowhere in browser code
// (it was 21 KB of every tab's first load). Import cycles are checked by
// scripts/check-import-cycles.mjs (part of `npm run lint`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noCrossFeatureImports from './scripts/lint/no-cross-feature-imports.mjs';
import { APP_FOLDERS as APPS } from './shared/mf/apps.mjs';

const NO_AXIOS = {
  name: 'axios',
  message:
    "Call the API through @guardian/shared's requests: one fetch client (bearer, 401 rules, errors), no axios in the bundle.",
};

// React.lazy keeps a failed import for the session; lazyWithRetry asks again after 다시 시도.
const NO_REACT_LAZY = {
  name: 'react',
  importNames: ['lazy'],
  message:
    'Use lazyWithRetry from @guardian/shared: React.lazy never loads code again once it failed to arrive.',
};

const boundaryFor = (app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...APPS.filter((other) => other !== app).flatMap((other) => [
            {
              group: [`@guardian/${other}`, `@guardian/${other}/*`],
              message: 'Apps meet only through URLs and @guardian/shared.',
            },
            {
              group: [`**/${other}/**`, `**/${other}`],
              message: 'Apps meet only through URLs and @guardian/shared.',
            },
          ]),
          {
            // Test helpers (shared/src/test) are no part of the singleton: they never reach a bundle. The form kit
            // (`/forms`) is a singleton of its own, and `/standalone` only a remote's dev mode imports.
            group: [
              '@guardian/shared/*',
              '!@guardian/shared/styles.css',
              '!@guardian/shared/test',
              '!@guardian/shared/forms',
              '!@guardian/shared/standalone',
              '@guardian/shared/forms/*',
            ],
            message:
              'Import @guardian/shared from its entries (the package, /forms, /standalone): each is one federation singleton.',
          },
        ],
        paths: [NO_AXIOS, NO_REACT_LAZY],
      },
    ],
    'guardian/no-cross-feature-imports': 'error',
  },
});

// shared's own sources: the API client is on fetch (shared/src/api/client.ts).
const sharedWalls = {
  files: ['shared/src/**/*.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { paths: [NO_AXIOS, NO_REACT_LAZY] }] },
};

// No raw HTML anywhere (issue 9, item 11): the session token is readable by script (docs/security.md),
// so React's escaping and the CSP are what stand between a stored string and a stolen session.
// Every source file shares this list: a later config naming no-restricted-syntax replaces it, so
// such a config spreads it in.
const RAW_HTML = [
  {
    selector:
      "JSXAttribute[name.name='dangerouslySetInnerHTML'], Property[key.name='dangerouslySetInnerHTML']",
    message: 'No raw HTML: render text and elements (docs/security.md, "No raw HTML").',
  },
];
const RAW_HTML_DOM = [
  {
    selector: "AssignmentExpression[left.property.name=/^(inner|outer)HTML$/]:not([right.value=''])",
    message: 'No raw HTML: build nodes (textContent, replaceChildren) instead of parsing a string.',
  },
  {
    selector:
      "CallExpression[callee.property.name='insertAdjacentHTML'], CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
    message: 'No raw HTML: build nodes (textContent, replaceChildren) instead of parsing a string.',
  },
];
const TEST_FILES = ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/src/test/**', 'e2e/**'];

const noRawHtml = [
  { files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'], rules: { 'no-restricted-syntax': ['error', ...RAW_HTML] } },
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', ...RAW_HTML, ...RAW_HTML_DOM] },
  },
];

const oneQueryClient = {
  files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
  ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/src/test/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...RAW_HTML,
      ...RAW_HTML_DOM,
      {
        selector: "NewExpression[callee.name='QueryClient']",
        message:
          'The shell owns the one QueryClient (createQueryClient from @guardian/shared); tests may make their own.',
      },
    ],
  },
};

// No ICU on a screen (issue 10): the first Intl formatter a page makes costs ~15 ms of main thread here and
// more on a phone, so screens format dates and numbers through @guardian/shared's formatters, which do it
// without Intl (docs/architecture.md, "No Intl either"). Tests may use Intl as an oracle.
const noIcu = {
  files: [...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
  ignores: TEST_FILES,
  rules: {
    'no-restricted-properties': [
      'error',
      {
        object: 'Intl',
        message:
          "Format with @guardian/shared's formatters (formatCount, formatSeoulTime, …): no Intl on a screen.",
      },
      ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map((property) => ({
        property,
        message: "Format with @guardian/shared's formatters (formatCount, formatWon, …): these start ICU.",
      })),
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/*.gen.ts',
      '.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    plugins: { guardian: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...APPS.map(boundaryFor),
  sharedWalls,
  ...noRawHtml,
  oneQueryClient,
  noIcu,
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/src/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // vi.mock factories type the original module with import() annotations.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
    },
  },
  {
    // Test helpers may stub a shared internal (never bundled, so no second singleton).
    files: ['**/src/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures: `use` is the fixture callback and `{}` the idiomatic "no fixtures".
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
