// ESLint on the classes Sextant's static engine looks for, with a few core rules (bench/peers.mjs).
import tseslint from 'typescript-eslint';

export default [
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    languageOptions: { parser: tseslint.parser },
    rules: { 'no-empty': 'warn', 'no-debugger': 'warn', 'no-console': 'warn', 'no-eval': 'warn', eqeqeq: 'warn' },
  },
];
