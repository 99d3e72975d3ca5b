import type { ChangeRuleSpecification } from '../../../rule-folder.js';

export const rule: ChangeRuleSpecification = {
  id: 'test/missing-test-change',
  agent: 'test-analyzer',
  dimension: 'testing',
  severity: 'low',
  confidence: 70,
  category: 'test-coverage',
  recommendation: 'Add or update tests that exercise the changed behaviour, or say in the pull request why none are needed.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
