import { languageOf } from '../diff/language.js';
import { foldPath, repositoryPathProblem } from './repository-path.js';

export interface EditPolicyContext {
  /** Files the change touched (and that still exist): the only ones a fix may edit. */
  changedPaths: ReadonlySet<string>;
  /** The repository's Sextant config file. */
  configFile: string;
}

const CONFIGURATION = 'protected file: build, test, hook, CI or package-manager configuration is never edited by a fix';

/** Folders of installed or vendored dependencies: the package manager owns them. */
const DEPENDENCY_FOLDERS = new Set(['node_modules', 'bower_components', 'jspm_packages', 'vendor', 'third_party', 'site-packages', 'venv', '__pycache__']);

/**
 * Source-language files that tools run or load by name: build scripts, test harness setup, package
 * hooks, interpreter start-up files. Names are folded (see foldPath).
 */
const TOOL_FILES = new Set([
  'conftest.py',
  'setup.py',
  'noxfile.py',
  'toxfile.py',
  'fabfile.py',
  'dodo.py',
  'pavement.py',
  'sitecustomize.py',
  'usercustomize.py',
  'magefile.go',
]);

const TOOL_FILE_PATTERNS: readonly RegExp[] = [
  // jest.config.js, vite.config.ts, eslint.config.mjs, karma.conf.js, vitest.workspace.ts
  /\.(config|conf|workspace)\.[^/]*$/,
  // jest.setup.ts, jest-setup.js, vitest.setup.mts, webpack.dev.js, babel.config.cjs, rollup-plugin.mjs
  /^(jest|vitest|playwright|cypress|karma|mocha|ava|babel|webpack|rollup|vite|esbuild|tsup|turbo|nx|lerna|husky|lint-staged|commitlint|prettier|eslint|stylelint|postcss|tailwind)[.-]/,
  // gulpfile.js, Gruntfile.cjs, Jakefile.js
  /^(gulpfile|gruntfile|jakefile|brunch-config)\./,
  // global-setup.ts, globalSetup.js, test-setup.ts, setup-tests.js, global-teardown.ts
  /^(global[-_]?(setup|teardown)|test[-_]?setup|setup[-_]?tests?)\./,
];

/**
 * Build, test, hook, CI and package-manager files that are not source code: the language allow-list
 * refuses them anyway, but the reason should say what they are.
 */
const CONFIGURATION_FILES = new Set([
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'bun.lock',
  'bun.lockb',
  'bunfig.toml',
  'deno.json',
  'deno.jsonc',
  'deno.lock',
  'tsconfig.json',
  'jsconfig.json',
  'go.mod',
  'go.sum',
  'go.work',
  'go.work.sum',
  'cargo.toml',
  'cargo.lock',
  'pyproject.toml',
  'poetry.lock',
  'uv.lock',
  'pdm.lock',
  'pipfile',
  'pipfile.lock',
  'setup.cfg',
  'tox.ini',
  'pytest.ini',
  'gemfile',
  'gemfile.lock',
  'composer.json',
  'composer.lock',
  'makefile',
  'gnumakefile',
  'justfile',
  'taskfile.yml',
  'taskfile.yaml',
  'rakefile',
  'dockerfile',
  'containerfile',
  'docker-compose.yml',
  'docker-compose.yaml',
  'compose.yml',
  'compose.yaml',
  'jenkinsfile',
  'action.yml',
  'action.yaml',
  'azure-pipelines.yml',
  'build.gradle',
  'pom.xml',
]);

const CONFIGURATION_PATTERNS: readonly RegExp[] = [
  /\.lockb?$/,
  /-lock\.(json|ya?ml)$/,
  /^(requirements|constraints)[^/]*\.(txt|in)$/,
  /^dockerfile\./,
  /\.dockerfile$/,
  /\.mk$/,
];

/**
 * Pure: why a fix may not edit `path`, or undefined when it may. An allow-list: only source files of
 * the languages the static engine reviews, that the change touched, and that no tool runs as
 * configuration. Names are compared case-insensitively (`.GitHub/…` is `.github/…` on macOS and Windows).
 */
export function editRefusal(path: string, context: EditPolicyContext): string | undefined {
  const problem = repositoryPathProblem(path);
  if (problem) return problem;
  const folded = foldPath(path);
  if (folded === foldPath(context.configFile)) return 'the Sextant config file is never edited by a fix';
  const segments = folded.split('/');
  const name = segments.at(-1) ?? '';
  // Hidden files and folders (.github, .husky, .git, .yarn, .npmrc, .pnpmfile.cjs, .eslintrc.js …) configure tools.
  if (segments.some((segment) => segment.startsWith('.'))) return CONFIGURATION;
  if (segments.slice(0, -1).some((segment) => DEPENDENCY_FOLDERS.has(segment)))
    return 'dependency folder: installed and vendored packages are never edited by a fix';
  if (CONFIGURATION_FILES.has(name) || CONFIGURATION_PATTERNS.some((pattern) => pattern.test(name))) return CONFIGURATION;
  if (TOOL_FILES.has(name) || TOOL_FILE_PATTERNS.some((pattern) => pattern.test(name))) return CONFIGURATION;
  if (!languageOf(path)) return 'not a source file of a reviewed language (TypeScript, JavaScript, Python, Go)';
  if (!context.changedPaths.has(path)) return 'file is not part of the change';
  return undefined;
}
