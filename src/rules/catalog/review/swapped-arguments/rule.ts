import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/swapped-arguments',
  ...MEDIUM_CORRECTNESS,
  message: '`{{call}}` passes `{{first}}` and `{{second}}` the other way round: `{{callee}}` takes `{{parameters}}`.',
  recommendation: 'Pass them in the order the parameters are declared: `{{fixed}}`.',
  documentation: {
    finds:
      "A call of a function defined in the same file whose neighbouring arguments are variables named exactly like the two parameters at each other's positions: `copy(dest, src)` for `def copy(src, dest)`.",
    why: "Two arguments of the same type swap silently: nothing fails until the data is copied the wrong way, a range is empty, or a message goes to the sender. When the variables carry the parameters' own names, the swap is almost never meant.",
    wrongWhen:
      "When the swap is the point (a comparator reversed, a transpose). A call inside a function that has both names as its own parameters (forwarding them on purpose, or recursing with them exchanged), a call with another plain-name argument that is no parameter's name (the names do not follow the signature there, as Pylint reasons), a call under a test comparing the two (`if (start > end) return range(end, start)`), one-letter names (`x`, `y` are swapped on purpose in geometry) and functions defined more than once in the file are left alone; only functions of the same file (and methods called on `self`/`this`) are known.",
    origin:
      "Pylint's W1114 (`arguments-out-of-order`), SonarJS's S2234 (parameters passed in the wrong order) and Error Prone's `ArgumentSelectionDefectChecker`.",
  },
};
