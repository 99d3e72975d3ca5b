import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/useless-comparison',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'logic',
  message: '`{{statement}}` compares and drops the result: nothing is assigned, asserted or tested.',
  recommendation: 'Assign with `=` if that was meant, assert the comparison in a test, or remove the line.',
  documentation: {
    finds: 'A statement that is only a comparison: `x == 1;`, `count === 0;`, `result == expected` on a line of its own.',
    why: 'The comparison has no effect: it is usually an assignment typed as `==`, or a test check missing its `assert`/`expect`, so the code goes on without the value or the check it was written for.',
    wrongWhen:
      'A test that checks the comparison itself raises (left alone inside `with pytest.raises(…)`, `assertRaises`, a `try` block, or a function passed to `throws`/`toThrow`); a line under `@ts-expect-error`, and benchmarks and type tests (`bench/`, `typing_tests/`, `test-d/`, `*.tst.ts`), where the comparison is run to be timed or type-checked; a generic call the grammar misreads as `(f < T) > (x)`; `# noqa: B015` silences it.',
    origin:
      "flake8-bugbear's B015 (Ruff B015) and the comparison case of Pylint's W0104 `pointless-statement`; the comparison part of ESLint's `no-unused-expressions`.",
  },
};
