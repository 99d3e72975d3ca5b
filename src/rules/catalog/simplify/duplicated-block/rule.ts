import type { ChangeRuleSpecification } from '../../../rule-folder.js';

export const rule: ChangeRuleSpecification = {
  id: 'simplify/duplicated-block',
  agent: 'code-simplifier',
  dimension: 'readability',
  severity: 'info',
  confidence: 80,
  category: 'duplication',
  recommendation: 'Extract the shared lines into one function (or a loop over the differing values) and call it from both places.',
  documentation: {
    finds: '6 or more identical lines added twice in the change.',
    why: 'A fix to one copy misses the other.',
    wrongWhen: 'Reported as info; generated code and tables are common false alarms.',
    origin: 'Copy-paste detectors (PMD CPD, jscpd).',
  },
};
