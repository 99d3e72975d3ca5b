import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/duplicate-case',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'logic',
  message: '`case {{value}}:` repeats an earlier case of the same `switch` (line {{first}}), so its code never runs.',
  recommendation: 'Correct the copied case label, or merge the two cases.',
  documentation: {
    finds: 'A `switch` with two `case` labels that are the same code.',
    why: 'Only the first matching case runs: the second is dead, and the value it was meant to handle falls elsewhere.',
    wrongWhen: 'Labels that are calls or `i++` can differ between evaluations; those are left alone.',
    origin: "ESLint's `no-duplicate-case` and SonarSource's S1862.",
  },
};
