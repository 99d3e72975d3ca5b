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
  documentation: {
    finds: 'Tests that cannot fail: no assertion, no `t.Error`.',
    why: 'A test that passes whatever the code does gives false confidence.',
    wrongWhen: 'Tests that check the work completes (Python tests that await or yield) are 70, hidden.',
    origin: 'eslint-plugin-jest\'s `expect-expect`.',
  },
};
