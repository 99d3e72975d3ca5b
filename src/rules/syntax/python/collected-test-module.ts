/** Modules pytest and unittest collect by default (`test_*.py`, `*_test.py`, `test*.py`): elsewhere `def test…` may be data. */
const COLLECTED_MODULE = /(^|\/)(test[^/]*|[^/]*_test)\.py$/;

/**
 * Whether a test runner reads the module's `test…` functions as tests by default. A linter's or formatter's
 * inputs (pylint's `tests/functional/`), helpers and conftest-style modules hold such functions as data.
 */
export function isCollectedTestModule(path: string): boolean {
  return COLLECTED_MODULE.test(path);
}
