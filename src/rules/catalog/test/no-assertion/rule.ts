import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'test/no-assertion',
  agent: 'test-analyzer',
  dimension: 'testing',
  severity: 'medium',
  confidence: 80,
  category: 'test-quality',
  message: 'Test "{{name}}" has no assertion: it passes whatever the code does.',
  recommendation: 'Assert on the outcome (return value, state, calls made, or the error thrown).',
  files: 'test',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
