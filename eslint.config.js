import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  // The examples' base/ and head/ are changes to review: their problems are the point.
  {
    ignores: [
      'dist/',
      'node_modules/',
      'coverage/',
      '__tests__/corpus/',
      '__tests__/fixtures/',
      'bench/planted-bugs/cases/',
      'examples/*/base/',
      'examples/*/head/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  { files: ['scripts/**', 'bench/**', '__tests__/**'], rules: { 'no-console': 'off' } },
);
