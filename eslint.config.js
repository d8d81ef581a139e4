import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import layers from './eslint/layers.js';

const boundary = (message, patterns) => ({ patterns: patterns.map((pattern) => ({ group: [pattern], message })) });

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  { files: ['**/*.tsx'], ...reactHooks.configs.flat.recommended },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='raw'][callee.object.name='sql']", message: 'sql.raw bypasses parameters' },
        // One way of writing a relative import: with the file's extension, as Node runs them.
        {
          selector: 'ImportDeclaration[source.value=/^\\.{1,2}\\/(?!.*\\.(ts|tsx|js|astro|svg|css|json|md|png)$)/]',
          message: 'Import relative files with their extension (.ts, .tsx, ...).',
        },
        {
          selector: 'ImportExpression[source.value=/^\\.{1,2}\\/(?!.*\\.(ts|tsx|js|astro|svg|css|json|md|png)$)/]',
          message: 'Import relative files with their extension (.ts, .tsx, ...).',
        },
      ],
    },
  },
  // Imports flow one way: pages, actions, layouts, middleware, jobs and scripts → features → platform, ui, i18n.
  { plugins: { kwento: layers }, rules: { 'kwento/layers': 'error' } },
  {
    files: ['src/features/**/*.tsx', 'src/ui/**', 'src/i18n/**', 'src/directives/**'],
    rules: {
      'no-restricted-imports': ['error', boundary('code that may reach the browser must not import server packages', ['pg', 'drizzle-orm*', 'pg-boss', 'nodemailer'])],
    },
  },
  // Each test suite imports the shared support (tests/support, tests/fakes, tests/factories.ts,
  // tests/fixtures), src and its own folder: never another suite's files.
  ...[
    ['tests/integration/**', ['e2e', 'faults']],
    ['tests/e2e/**', ['integration', 'faults']],
    ['tests/faults/**', ['integration', 'e2e']],
    [['tests/support/**', 'tests/fakes/**', 'tests/factories.ts', 'tests/fixtures/**'], ['integration', 'e2e', 'faults']],
  ].map(([files, suites]) => ({
    files: [files].flat(),
    rules: {
      'no-restricted-imports': [
        'error',
        boundary(
          'a test suite imports tests/support, tests/fakes, tests/factories.ts, tests/fixtures and src, never another suite',
          suites.map((suite) => `**/${suite}/**`),
        ),
      ],
    },
  })),
  // The schema builds CHECK constraints from our own constants, never from input.
  { files: ['src/platform/db/schema.ts'], rules: { 'no-restricted-syntax': 'off' } },
);
