import type { ChangeRuleSpecification } from '../../../rule-folder.js';

export const rule: ChangeRuleSpecification = {
  id: 'simplify/duplicated-block',
  agent: 'code-simplifier',
  dimension: 'readability',
  severity: 'info',
  confidence: 80,
  category: 'duplication',
  recommendation: 'Extract the shared lines into one function (or a loop over the differing values) and call it from both places.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
