import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/missing-replacement-group',
  ...MEDIUM_CORRECTNESS,
  message: '`{{reference}}` in the replacement `{{replacement}}` refers to {{group}}, but `{{pattern}}` {{has}}: {{effect}}.',
  recommendation: 'Refer to a group the pattern has, or add the capturing group `{{reference}}` was meant to insert.',
  documentation: {
    finds:
      'A replacement string that refers to a capturing group its literal pattern does not have: `s.replace(/(\\d+)-(\\d+)/, \'$2-$3\')`, `re.sub(r"(\\w+)", r"\\2", s)`.',
    why: 'JavaScript inserts the reference as literal text (`$3`), so the output silently contains a dollar sign and a digit; Python raises `re.error: invalid group reference` the first time the pattern matches, often on input a test never tried.',
    wrongWhen:
      'When the literal text is wanted, as in a price: write `$$` in JavaScript. Only literal patterns are read: a pattern held in a variable, a string pattern (where `$1` is usually a price), `$0` (kept as written, which some programs mean) and f-string replacements are left alone.',
    origin:
      "SonarJS's S6328 (replacement strings should reference existing regular expression groups); Pylint and Python's `re` reject the same references at run time.",
  },
};
