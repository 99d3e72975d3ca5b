import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/identical-condition',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'logic',
  message: 'The condition `{{condition}}` repeats an earlier one in the same if/else-if chain: its branch can never run.',
  recommendation: 'Check which condition was meant here (often a copy of the line above with one name left unchanged), or remove the dead branch.',
  documentation: {
    finds: 'The same condition twice in an `if`/`else if` chain or a `switch`.',
    why: 'The later branch never runs, and the case it was written for is not handled.',
    wrongWhen: 'Conditions with side effects (`await`, `:=`, `next()`) are left alone.',
    origin: "SonarSource's S1862 and ESLint's `no-dupe-else-if`.",
  },
};
