import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/bare-raise-outside-except',
  ...MEDIUM_CORRECTNESS,
  message:
    'A bare `raise` {{where}}: with no exception being handled it raises `RuntimeError: No active exception to reraise` instead of an error that says what went wrong.',
  recommendation: 'Raise the error meant here (`raise ValueError("…")`), or move the `raise` into the `except` block whose exception it should re-raise.',
  documentation: {
    finds:
      'A `raise` without an exception that is in no `except` block (nor `finally`) of its function, in a function that shows no sign of being called from one.',
    why: 'A bare `raise` re-raises the exception being handled; where there is none, Python raises `RuntimeError: No active exception to reraise`, so the caller gets a confusing error instead of the one meant — usually the exception class was left out (`if x is None: raise`), or the `raise` ended up after the `except` block it belonged to.',
    wrongWhen:
      'A bare `raise` is legal in any function called while an exception is handled, so functions that look like such helpers are left alone: `__exit__`/`__aexit__`, functions nested in an `except` block, functions that read `sys.exc_info()`/`sys.exception()`, take the exception as a parameter (`exc`, `error`, `exc_info`, …), are named for it (`reraise`, `handle_error`, …) or are called from an `except` block of the same file. `# noqa: PLE0704` silences it.',
    origin: "Pylint's E0704 `misplaced-bare-raise` (Ruff PLE0704), narrowed for the handler helpers their issue trackers report.",
  },
};
