// One lint config for the workspace. The import rules keep the federation honest: a remote
// never imports another remote or the shell, and apps use @guardian/shared only through its
// single entry (it is one federation singleton; a deep import would bundle a second copy).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['shell', 'mf-shops', 'mf-chatting', 'mf-community', 'mf-curation', 'mf-mypage', 'mf-shopping'];

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
            group: ['@guardian/shared/*', '!@guardian/shared/styles.css'],
            message: 'Import @guardian/shared from its single entry: it is one federation singleton.',
          },
        ],
      },
    ],
  },
});

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
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...APPS.map(boundaryFor),
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
