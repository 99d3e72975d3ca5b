import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/walrus-binds-comparison',
  ...MEDIUM_CORRECTNESS,
  message: '`{{name}} := {{value}}` binds the result of the whole comparison (`True`/`False`), not `{{left}}`, yet `{{name}}` is used below as that value.',
  recommendation: 'Parenthesise the assignment so the name gets the value and the comparison tests it: `if (kind := schema["type"]) not in KINDS:`.',
  documentation: {
    finds: '`if x := a not in b:` whose `x` is then used as a value.',
    why: '`:=` binds the whole comparison, so `x` is a boolean, not `a`.',
    wrongWhen: 'Parenthesised `(x := a) not in b`, or a boolean used as a boolean.',
    origin: "Sextant's own pattern, from a bug fixed in a real project.",
  },
};
