import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'test/duplicate-test-name',
  agent: 'test-analyzer',
  dimension: 'testing',
  severity: 'medium',
  confidence: 90,
  category: 'test-quality',
  message:
    '`{{name}}` is defined twice in this {{scope}} (lines {{first}} and {{second}}): the second replaces the first, so the test on line {{first}} never runs.',
  recommendation: 'Give one of them another name; if the first is obsolete, delete it.',
  files: 'test',
  documentation: {
    finds: 'Two test functions or methods with the same name (`def test_…`) directly in the same module or class.',
    why: 'A `def` binds its name again, so only the last definition is left for pytest or unittest to collect: the first test is silently dropped, usually one copied and adapted whose name was not changed. The suite passes with a test fewer than it shows.',
    wrongWhen:
      'Never for tests. Definitions under `if`/`try` (one per platform or version) are not each other’s duplicates and are left alone, as are names that do not start with `test` and modules a test runner does not collect by default (only `test_*.py`, `*_test.py` and `test*.py` are read: a formatter’s or linter’s test data holds such functions on purpose).',
    origin:
      "Pylint's E0102 `function-redefined` and Pyflakes' F811 (`redefinition of unused name`), narrowed to test functions, where a redefinition is always a lost test.",
  },
};
