import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/rules/file-role.ts
var TEST_FOLDER = /(^|\/)(__tests__|__mocks__|tests?|spec|e2e|cypress)\//;
var TEST_FILE_NAME = /\.(test|spec|e2e|cy)\.[cm]?[jt]sx?$|_test\.(go|py)$|(^|\/)(test_[^/]*|conftest)\.py$/;
var TOOLING_FOLDER = /(^|\/)(scripts?|bin|bench|benchmarks?|examples?|demos?|docs?|tools|\.github)\//;
var TOOLING_FILE_NAME = /(^|[/.])config\.[cm]?[jt]s$|(^|\/)\.[\w-]+rc\.[cm]?js$|\.d\.[cm]?ts$|(^|\/)(setup|noxfile)\.py$/;
function fileRoleOf(path) {
  if (TEST_FOLDER.test(path) || TEST_FILE_NAME.test(path)) return "test";
  if (TOOLING_FOLDER.test(path) || TOOLING_FILE_NAME.test(path)) return "tooling";
  return "source";
}
function isTestFile(path) {
  return fileRoleOf(path) === "test";
}

export {
  fileRoleOf,
  isTestFile
};
