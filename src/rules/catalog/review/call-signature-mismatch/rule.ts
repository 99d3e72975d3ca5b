import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/call-signature-mismatch',
  ...HIGH_CORRECTNESS,
  message: '`{{call}}`{{at}} {{problem}}: the call raises `TypeError`.',
  recommendation: 'Make {{which}} fit the signature{{hint}}, or change the signature if the call is the one that is right.',
  documentation: {
    finds:
      'A call of a function defined once at the top level of the same file, or of a method through `self`/`cls` that its class defines once, whose arguments do not fit the parameters: more positional arguments than it takes, a keyword it has no parameter for (and no `**kwargs`), a parameter given by position and again by keyword, a positional-only parameter given by keyword, or a parameter without default given no value. When the change edits the signature, unchanged calls in the file that fitted the old one and not the new one are reported at the `def`.',
    why: 'Python checks arguments only when the call runs, so a signature changed without updating every caller, or a misspelt keyword, ships and fails with `TypeError` on the first call, often on a path tests do not take (an error handler, a rarely used option).',
    wrongWhen:
      "When the call fails on purpose: calls in a `try` that handles `TypeError`, under `pytest.raises(TypeError)`/`assertRaises` (or of any exception), in a lambda given to `raises(TypeError, …)`, or under a catch-all such as loguru's `logger.catch()` are left alone, and so are lines where Pylint's matching message is disabled or a type checker's error is ignored (`# type: ignore`). Otherwise only what syntax settles is reported, so the rule stays silent where the callee could be other code: decorated functions and methods (a decorator may change the parameters; only `staticmethod` and `classmethod` are understood), names defined more than once or not at the top level (in `if`/`try` branches), bound again where the call looks (assigned, imported, declared `global`, deleted, a parameter, local or nested function of the same name), functions whose `__defaults__` or `__signature__` is assigned, files that write `globals()` or star-import after the definition, module code that runs above the definition (it reaches a builtin or an import, not the function), and calls with `*args` or `**kwargs` unpacking. For methods: classes with a decorator, a `metaclass=` or their own `__getattribute__`, methods assigned as attributes anywhere (`obj.method = …`), methods a subclass in the file binds again other than with the same parameters, stubs (`pass`, `...`, `raise NotImplementedError`: their subclasses' signatures count), `__new__` (a static method without saying so), `cls.method(…)` of an instance method, and calls through `super()` are left alone. Calls under `if TYPE_CHECKING` and files that do not parse are left alone too.",
    origin:
      "Pylint's E1120 `no-value-for-parameter`, E1121 `too-many-function-args`, E1123 `unexpected-keyword-arg`, E1124 `redundant-keyword-arg`, E1125 `missing-kwoa` and E3102 `positional-only-arguments-expected`, for callees syntax alone decides; the cases left alone follow Pylint's false-positive reports (decorators that change parameters, `functools.partial` aliases, positional-only names absorbed by `**kwargs`).",
  },
};
