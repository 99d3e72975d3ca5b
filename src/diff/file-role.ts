/**
 * What a file is for, told apart by path: tests (the conventions of Jest, Vitest, Mocha, Playwright,
 * pytest and Go), tooling (configuration, scripts, benchmarks, examples, type declarations), or source.
 */
type FileRole = 'test' | 'tooling' | 'source';

const TEST_FOLDER = /(^|\/)(__tests__|__mocks__|tests?|spec|e2e|cypress)\//;
const TEST_FILE_NAME = /\.(test|spec|e2e|cy)\.[cm]?[jt]sx?$|_test\.(go|py)$|(^|\/)(test_[^/]*|conftest)\.py$/;
const TOOLING_FOLDER = /(^|\/)(scripts?|bin|bench|benchmarks?|examples?|demos?|docs?|tools|\.github)\//;
const TOOLING_FILE_NAME = /(^|[/.])config\.[cm]?[jt]s$|(^|\/)\.[\w-]+rc\.[cm]?js$|\.d\.[cm]?ts$|(^|\/)(setup|noxfile)\.py$/;

export function fileRoleOf(path: string): FileRole {
  if (TEST_FOLDER.test(path) || TEST_FILE_NAME.test(path)) return 'test';
  if (TOOLING_FOLDER.test(path) || TOOLING_FILE_NAME.test(path)) return 'tooling';
  return 'source';
}

export function isTestFile(path: string): boolean {
  return fileRoleOf(path) === 'test';
}
