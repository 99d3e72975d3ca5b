import type { ChangeRuleSpecification } from '../../../rule-folder.js';

export const rule: ChangeRuleSpecification = {
  id: 'test/missing-test-change',
  agent: 'test-analyzer',
  dimension: 'testing',
  severity: 'low',
  confidence: 70,
  category: 'test-coverage',
  recommendation: 'Add or update tests that exercise the changed behaviour, or say in the pull request why none are needed.',
  documentation: {
    finds: 'Source files changed with no test file changed.',
    why: 'Changed behaviour without a test is not known to work.',
    wrongWhen: 'Refactors and documentation-only changes; say in the pull request why no test is needed.',
    origin: "Code-review checklists (Google's engineering practices).",
  },
};
