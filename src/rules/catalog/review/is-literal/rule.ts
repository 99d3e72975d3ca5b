import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/is-literal',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'correctness',
  message:
    '`{{target}}` compares identity with a literal: whether two equal values are the same object is up to the interpreter, so this can be false for equal values (Python warns: `"is" with a literal`).',
  recommendation: 'Compare values with `==` / `!=`; keep `is` for `None`, `True`, `False` and sentinels.',
  documentation: {
    finds: '`x is "a"`, `x is not 404`, `x is []`.',
    why: '`is` compares identity, not value: the result depends on interning and changes between runs and versions.',
    wrongWhen: '`None`, `True`, `False` and sentinels; small ints and `()` at 70.',
    origin: "CPython's SyntaxWarning and flake8's F632.",
  },
};
