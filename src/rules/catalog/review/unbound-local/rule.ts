import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/unbound-local',
  ...HIGH_CORRECTNESS,
  message:
    '`{{name}}` is assigned later in this function, which makes it local to the whole function: here, before any assignment, reading it raises `UnboundLocalError`.',
  recommendation: 'Assign it before this line, read another name, or declare it `global`/`nonlocal` if the outer one is meant.',
  documentation: {
    finds:
      "A function that reads a name before the function's first assignment to it (`counter += 1` on a module-level counter, a variable renamed on its assignment but not on an earlier use). Python decides a name is local from any assignment in the function, so the read never sees the module's or an enclosing function's name of the same spelling.",
    why: 'The function raises `UnboundLocalError` when it reaches the line, typically on a path its tests never took.',
    wrongWhen:
      'A read that runs after an assignment although it comes first in the text. Names bound by `:=` (a comprehension runs its condition before its element), names a function declares `global` or `nonlocal`, reads in nested functions, lambdas and classes (they run later) and functions that catch `NameError` or `UnboundLocalError` are left alone; only a binding that starts after the read counts, so `x = x + 1` is not reported. Silence one with `# noqa: F823`.',
    origin: "pyflakes' F823 and Pylint's E0601 `used-before-assignment`, for names a function binds.",
  },
};
