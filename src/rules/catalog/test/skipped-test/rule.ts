import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'test/skipped-test',
  agent: 'test-analyzer',
  dimension: 'testing',
  severity: 'medium',
  confidence: 80,
  category: 'test-quality',
  message: 'Skipped test {{name}} will not run in CI.',
  recommendation: 'Fix the test and re-enable it, or delete it; if it must stay skipped, link the issue that tracks it.',
  files: 'test',
  documentation: {
    finds: '`.skip`, `@pytest.mark.skip`, unconditional `t.Skip` added to a test that ran.',
    why: 'A skipped test does not run in CI: what it covered is no longer checked.',
    wrongWhen:
      'A test written already skipped is info. Skips on a condition are deliberate and left alone: `test.skip(cond, reason)`, `(cond ? it.skip : it)`, `it.skip` inside an `if` (a runtime version, a platform), `it.skipIf(cond)`, `pytest.mark.skipif`, `t.Skip` behind a check.',
    origin: "eslint-plugin-jest's `no-disabled-tests`.",
  },
};
