import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/for-in-over-array',
  ...MEDIUM_CORRECTNESS,
  message: '`for ({{key}} in {{collection}})` walks the indices of an array as strings ("0", "1", …){{consequence}}.',
  recommendation: 'Use `for (const {{key}} of {{collection}})` for the elements, or `{{collection}}.forEach((value, index) => …)` for numeric indices.',
  documentation: {
    finds:
      '`for … in` over an array: over an array made on the spot (`Object.keys(o)`, `text.split(",")`, `items.map(…)`, a literal), whose elements were surely meant; or over an array variable (declared `T[]`, or assigned one) whose key is then used as a number (`i + 1`, `i === 0`).',
    why: '`for … in` visits property names, which for an array are its indices as strings: `for (const key in Object.keys(config))` gives "0", "1", … instead of the keys, and `i + 1` is "01", not 1; `i === 0` is never true.',
    wrongWhen:
      'When the string indices are wanted, which is rare; only arrays syntax or a declared type shows are judged, and an array variable only when its key is used as a number.',
    origin: "typescript-eslint's `no-for-in-array` (which uses types) and SonarJS's S4139; this rule keeps to arrays that syntax or a declared type shows.",
  },
};
