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
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
