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
  documentation: {
    finds: '`assert (cond, "message")`: an assert of a non-empty tuple.',
    why: 'A non-empty tuple is always true, so the assert can never fail and the check it was meant to make is gone.',
    wrongWhen: 'Never intended; `assert (a, b) == pair` (a comparison) is left alone.',
    origin: "CPython's own SyntaxWarning and flake8's F631.",
  },
};
