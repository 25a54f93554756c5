// ESLint flat config: JS and TypeScript recommended (not type-checked: type-aware linting is too slow for the
// two-minute budget of the house checks), React hooks, React correctness, accessibility; Prettier owns formatting.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      '.bench/',
      'bench/results/',
      // Inputs of the demo transform's tests, kept exactly as a writer might type them.
      'plugins/demo-sources/__fixtures__/demos/',
      // Inputs of the house checks' own tests, some deliberately broken.
      'test/unit/__fixtures__/',
    ],
  },
  {
    files: ['**/*.{js,cjs,mjs,ts,cts,mts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A parameter named `_x` is deliberately unused (it holds a place before one that is used).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: {
      // CommonJS files (webpack loaders, plain scripts) load their dependencies with require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'docs/**/*.{ts,tsx}', 'test/**/*.tsx', 'test/mocks/**'],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      reactHooks.configs.flat['recommended-latest'],
      jsxA11y.flatConfigs.recommended,
    ],
    settings: { react: { version: '18.3' } },
    rules: {
      // Types are checked by TypeScript, not at run time.
      'react/prop-types': 'off',
      'react-hooks/exhaustive-deps': 'error',
      // React Compiler rules (the site does not use the compiler) that would need a redesign rather than a fix:
      // the latest-value ref and the Data Grid's `apiRef` are read during render on purpose.
      'react-hooks/refs': 'off',
      // Stored preferences and fetched rows load in effects after hydration: the first render matches the server's.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  { files: ['src/**', 'docs/**', 'test/fakes/static/**'], languageOptions: { globals: globals.browser } },
  { files: ['src/modules/service-worker/worker/**'], languageOptions: { globals: globals.serviceworker } },
  {
    files: [
      '*.{js,cjs,mjs,ts}',
      'config/**',
      'lint/**',
      'plugins/**',
      'scripts/**',
      'bench/**',
      'sidebars/**',
      'test/**',
    ],
    ignores: ['test/fakes/static/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.test.{ts,mts,tsx}', 'test/**', 'bench/**/__fixtures__/**'],
    ignores: ['test/fakes/static/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  prettier,
);
