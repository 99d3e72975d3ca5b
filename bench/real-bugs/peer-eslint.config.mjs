// ESLint for the side-by-side run: @eslint/js recommended, eslint-plugin-sonarjs recommended, and
// typescript-eslint recommended (no type information) on TypeScript files. The packages come from the tools
// folder named by SEXTANT_REAL_BUGS_TOOLS (see run.mjs --install-peers), not from the project's dependencies.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const tools = process.env.SEXTANT_REAL_BUGS_TOOLS;
if (!tools) throw new Error('SEXTANT_REAL_BUGS_TOOLS must name the folder the peer tools were installed into');
const require = createRequire(join(tools, 'package.json'));
const load = async (name) => {
  const module = await import(pathToFileURL(require.resolve(name)).href);
  return module.default ?? module;
};
const js = await load('@eslint/js');
const sonarjs = await load('eslint-plugin-sonarjs');
const tseslint = await load('typescript-eslint');
const globals = await load('globals');

const TYPESCRIPT = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];

export default [
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  js.configs.recommended,
  sonarjs.configs.recommended,
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: TYPESCRIPT })),
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
];
