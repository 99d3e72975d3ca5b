/**
 * What a file is for, told apart by path: tests (the conventions of Jest, Vitest, Mocha, Playwright,
 * pytest, Django and Go, and type tests: tsd, TSTyche, dtslint), tooling (configuration, scripts, benchmarks, examples, type declarations), or source.
 */
type FileRole = 'test' | 'tooling' | 'source';

const TEST_FOLDER = /(^|\/)(__tests__|__mocks__|tests?|spec|e2e|cypress|test-d|type-?tests|typetests|dtslint)\//;
const TEST_FILE_NAME =
  /\.(test|spec|e2e|cy)\.[cm]?[jt]sx?$|\.(test|spec)-d\.[cm]?tsx?$|\.tst\.[cm]?tsx?$|_test\.(go|py)$|(^|\/)(test_[^/]*|conftest|tests)\.py$/;
const TOOLING_FOLDER = /(^|\/)(scripts?|bin|bench|benchmarks?|examples?|demos?|playgrounds?|docs?|tools|\.github)\//;
const TOOLING_FILE_NAME = /(^|[/.])config\.[cm]?[jt]s$|(^|\/)\.[\w-]+rc\.[cm]?js$|\.d\.[cm]?ts$|(^|\/)(setup|noxfile)\.py$/;

export function fileRoleOf(path: string): FileRole {
  if (TEST_FOLDER.test(path) || TEST_FILE_NAME.test(path)) return 'test';
  if (TOOLING_FOLDER.test(path) || TOOLING_FILE_NAME.test(path)) return 'tooling';
  return 'source';
}

export function isTestFile(path: string): boolean {
  return fileRoleOf(path) === 'test';
}

/**
 * Data that tests read or a runner runs, not code under review: Go's `testdata/` folders (the go tool never builds
 * them) and `fixtures/` folders (a linter's inputs, sample projects), whatever their files are named.
 */
const TEST_DATA_FOLDER = /(^|\/)(testdata|(__)?fixtures?(__)?)\//;

export function isTestData(path: string): boolean {
  return TEST_DATA_FOLDER.test(path);
}
