import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/assignment-in-condition',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 85,
  category: 'logic',
  message: '`if ({{condition}})` assigns instead of comparing: the branch depends on the assigned value, and `{{target}}` is overwritten.',
  recommendation: 'Compare with `===`; if the assignment is meant, wrap it in a second pair of parentheses: `if ((match = pattern.exec(text)))`.',
  documentation: {
    finds: '`if (a = b)`: a plain assignment as the whole condition of an `if`, without the extra parentheses that mark it as intended.',
    why: 'A `=` typed for `===` overwrites the variable and makes the branch depend on the new value.',
    wrongWhen:
      "The assignment is meant; wrap it in extra parentheses. Loops (`while (m = re.exec(s))`) are the common intended idiom and are left alone, and so is a flag set from a test (`if (isNode = typeof process < 'u')`): read as `===` it would compare a value with a comparison's result. When the branch reads the variable it assigned (`if (found = lookup(name)) return use(found)`), the assignment is the point and only the parentheses are missing: 70, hidden.",
    origin: "ESLint's `no-cond-assign` (except-parens) and SonarSource's S1121.",
  },
};
