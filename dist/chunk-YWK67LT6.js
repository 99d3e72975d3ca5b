import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/diff/file-role.ts
var TEST_FOLDER = /(^|\/)(__tests__|__mocks__|tests?|spec|e2e|cypress|test-d|type-?tests|typetests|dtslint)\//;
var TEST_FILE_NAME = /\.(test|spec|e2e|cy)\.[cm]?[jt]sx?$|\.(test|spec)-d\.[cm]?tsx?$|\.tst\.[cm]?tsx?$|_test\.(go|py)$|(^|\/)(test_[^/]*|conftest|tests)\.py$/;
var TOOLING_FOLDER = /(^|\/)(scripts?|bin|bench|benchmarks?|examples?|demos?|playgrounds?|docs?|tools|\.github)\//;
var TOOLING_FILE_NAME = /(^|[/.])config\.[cm]?[jt]s$|(^|\/)\.[\w-]+rc\.[cm]?js$|\.d\.[cm]?ts$|(^|\/)(setup|noxfile)\.py$/;
function fileRoleOf(path) {
  if (TEST_FOLDER.test(path) || TEST_FILE_NAME.test(path)) return "test";
  if (TOOLING_FOLDER.test(path) || TOOLING_FILE_NAME.test(path)) return "tooling";
  return "source";
}
function isTestFile(path) {
  return fileRoleOf(path) === "test";
}
var TEST_DATA_FOLDER = /(^|\/)(testdata|(__)?fixtures?(__)?)\//;
function isTestData(path) {
  return TEST_DATA_FOLDER.test(path);
}

export {
  fileRoleOf,
  isTestFile,
  isTestData
};
