import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/init-return-value',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'bug-pattern',
  message: '`{{statement}}` in `__init__`: {{consequence}}.',
  recommendation:
    'Set the value on `self` instead of returning it, or build the object in a `@classmethod` factory (or `__new__`) that may return something else.',
  documentation: {
    finds: 'A `return` with a value, or a `yield`, in a class’s `__init__`.',
    why: 'Creating the object runs `__init__`, which must return `None`: `return value` raises `TypeError: __init__() should return None` every time that line is reached, and a `yield` makes `__init__` a generator, so the call returns a generator and the same `TypeError` follows at once — the body never runs.',
    wrongWhen:
      'Never intended. A bare `return`, `return None` and `return super().__init__(…)` (which returns the other `__init__`’s `None`) are left alone, and so are `return`/`yield` of a function nested in `__init__`; `# noqa: PLE0101` or `B037` silences it.',
    origin: "Pylint's E0100 `init-is-generator` and E0101 `return-in-init` (Ruff PLE0100, PLE0101) and flake8-bugbear's B037.",
  },
};
