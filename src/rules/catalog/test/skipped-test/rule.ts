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
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
