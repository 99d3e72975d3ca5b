import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'simplify/long-function',
  agent: 'code-simplifier',
  dimension: 'readability',
  severity: 'info',
  confidence: 70,
  category: 'complexity',
  message: '{{name}} is {{lines}} lines long (over {{limit}}), not counting JSX markup and long nested functions.',
  recommendation: 'Split it into well-named steps: extract the blocks that each do one thing into their own functions.',
  files: 'source',
  documentation: {
    finds: 'Functions over 80 lines, when the change wrote or grew them.',
    why: 'Long functions do many things and are hard to review and test.',
    wrongWhen: 'Reported as info; long nested functions, JSX markup and docstrings are not counted.',
    origin: "ESLint's `max-lines-per-function`.",
  },
};
