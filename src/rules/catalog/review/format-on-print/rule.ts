import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/format-on-print',
  ...HIGH_CORRECTNESS,
  message:
    "`.format(…)` is called on what `print(…)` returns, `None`: the text is printed unformatted, then `AttributeError: 'NoneType' object has no attribute 'format'` is raised.",
  recommendation: 'Move `.format(…)` inside the parentheses: `print("…".format(…))`, or use an f-string.',
  documentation: {
    finds: '`print("…").format(…)`: `.format` called on the result of `print`.',
    why: 'In Python 3 `print` is a function that returns `None`; the closing parenthesis is in the wrong place, so the placeholders are printed as they are and the line then fails with `AttributeError` — a habit from Python 2, where `print` was a statement.',
    wrongWhen:
      'Never intended in Python 3. Files written for Python 2 (with a `print` statement in them) are left alone; `# noqa: F633` or `PLE0119` silences it.',
    origin: "Pylint's E0119 `misplaced-format-function`.",
  },
};
