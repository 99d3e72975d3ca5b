import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/assert-tuple',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 95,
  category: 'correctness',
  message: '`assert` is given a tuple, and a non-empty tuple is always true: this assertion can never fail.',
  recommendation: 'Drop the parentheses so the message is the assertion\'s second operand: `assert condition, "message"`.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
