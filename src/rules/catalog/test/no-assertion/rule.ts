import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'test/no-assertion',
  agent: 'test-analyzer',
  dimension: 'testing',
  // Info, listed with --show-info: on real code it has not kept the precision a default finding needs. Of its
  // findings on real history, 66 of 69 were noise before the checks it cannot see were taught to it; since then
  // it shows nothing on 2,128 recent commits and nothing on the development real bugs, and its one finding on
  // real bugs held out from its design was wrong.
  severity: 'info',
  confidence: 80,
  category: 'test-quality',
  message: 'Test "{{name}}" has no assertion: it passes whatever the code does.',
  recommendation: 'Assert on the outcome (return value, state, calls made, or the error thrown).',
  files: 'test',
  documentation: {
    finds: 'Tests that cannot fail: no assertion, no `t.Error`.',
    why: 'A test that passes whatever the code does gives false confidence.',
    wrongWhen:
      'A check it cannot see. It counts as checks: compile-time assertions (`expectTypeOf`, `Expect<Equal<…>>`, tsd, `// @ts-expect-error`, `satisfies`, `const _x: T = …`, ts-pattern `.exhaustive()`, type-test files and titles), calls that throw on bad input (`schema.parse`, `JSON.parse`, pydantic `model_validate`, `json.loads`), snapshot matchers, assertions received as parameters (`t`, `({ same, end })`, `*testing.T`), helpers the file defines or imports or requires from a test-helper module (`helpers.test(…)` too), the run of a rule tester (`ruleTester.run(…)`), functions bound from an assertion module (`const { strictEqual } = require("node:assert")`, `uvu/assert`), `pytest.raises` and `self.assert*`; test-runner fixtures (`*.fails.js`) and Python modules pytest does not collect (the inputs in a linter `tests/functional/` folder); Go tests that panic or `log.Fatal` on a wrong outcome; Go tests named for a race, concurrent or parallel access, a deadlock or a panic (the race detector or the panic is their check). Smoke tests, whose point is that nothing throws (pytest `test_*_does_not_raise`, `*_no_error`, `*_smoke`, a title such as `does not throw`), are 60, hidden; tests that check the work completes (Python tests that await, yield, or join the threads or processes they started: `.join()`, `.wait()`) and tests that end by repeating a call (checking that doing it twice is safe) are 70, hidden.',
    origin: "eslint-plugin-jest's `expect-expect`.",
  },
};
