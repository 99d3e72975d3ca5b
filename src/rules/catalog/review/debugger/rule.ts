import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/debugger',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 95,
  category: 'debugging',
  message: '`debugger` statement left in the code: execution pauses wherever developer tools are attached.',
  recommendation: 'Remove the `debugger` statement.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
