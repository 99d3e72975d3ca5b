import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/if-tuple',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 95,
  category: 'logic',
  message: 'The condition `{{condition}}` is a tuple, and a non-empty tuple is always true: this branch always runs.',
  recommendation: 'Combine the conditions with `and`/`or`, or compare the tuple with `==` if that was meant.',
  documentation: {
    finds: '`if (a, b):` or `elif (x, y):`: an `if` whose test is a non-empty tuple.',
    why: 'A non-empty tuple is true whatever its items are, so the branch always runs and every `elif`/`else` after it never does; the comma was meant as `and`, or the tuple was meant to be compared.',
    wrongWhen: 'Never intended; the empty tuple `()` and comparisons such as `if (a, b) == pair:` are left alone; `# noqa: F634` silences it.',
    origin: "Pyflakes' F634 (Ruff F634, `if-tuple`) and CPython's SyntaxWarning for it.",
  },
};
