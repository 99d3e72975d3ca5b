import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/singledispatch-mismatch',
  ...HIGH_CORRECTNESS,
  message: '`@{{decorator}}` on {{what}}: {{consequence}}; use `@{{instead}}`.',
  recommendation: 'Use `functools.singledispatchmethod` for methods and `functools.singledispatch` for plain functions.',
  documentation: {
    finds: '`@singledispatch` on a method of a class, and `@singledispatchmethod` on a function outside a class.',
    why: '`singledispatch` picks the implementation from the type of the first argument, which for a method is `self`: every call goes to the implementation registered for the class (usually the fallback), whatever the argument. `singledispatchmethod` is a descriptor that only works as a class attribute: on a plain function, calling it raises `TypeError`.',
    wrongWhen:
      'Never intended. A method that is also a `staticmethod` dispatches on its real first argument and is left alone; `# noqa: PLE1519` or `PLE1520` silences it.',
    origin: "Pylint's E1519 `singledispatch-method` and E1520 `singledispatchmethod-function` (Ruff PLE1519, PLE1520).",
  },
};
