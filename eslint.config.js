import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'bench/.out/**', 'e2e/engines/.out/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly',
        describe: 'readonly', it: 'readonly', before: 'readonly', after: 'readonly',
        beforeEach: 'readonly', afterEach: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-properties': ['error',
        { property: 'innerHTML', message: 'Manifest and feed strings are never parsed as HTML.' },
        { property: 'outerHTML', message: 'Manifest and feed strings are never parsed as HTML.' },
        { property: 'insertAdjacentHTML', message: 'Manifest and feed strings are never parsed as HTML.' }],
      'no-restricted-syntax': ['error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Feed strings are never parsed as HTML.' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', 'scripts/**', 'bench/**'],
    // Bench files also hold closures that run in the page (page.evaluate).
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', fetch: 'readonly', performance: 'readonly', document: 'readonly', window: 'readonly' } },
  },
  {
    // The cross-engine walk: node scripts holding functions that run in the page.
    files: ['e2e/engines/**'],
    languageOptions: {
      globals: {
        clearTimeout: 'readonly', setTimeout: 'readonly', location: 'readonly', history: 'readonly', addEventListener: 'readonly',
        getComputedStyle: 'readonly', innerWidth: 'readonly', innerHeight: 'readonly', CSS: 'readonly', Node: 'readonly',
        ShadowRoot: 'readonly', ReportingObserver: 'readonly',
      },
    },
  },
  {
    // Chai assertions such as `expect(x).to.exist` are property reads.
    files: ['test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
