import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/undefined-export',
  ...HIGH_CORRECTNESS,
  confidence: 85,
  message: '`__all__` lists `{{name}}`, which this module never defines: `from {{module}} import *` raises `AttributeError`.',
  recommendation: 'Define or import `{{name}}` in the module, fix the spelling, or remove it from `__all__`.',
  documentation: {
    finds:
      'A string in a module-level `__all__` (assigned, extended with `+=`, `.extend` or `.append`) that names nothing the module binds at its top level: no assignment, definition, import or `global` declaration.',
    why: '`from module import *` looks up every name of `__all__` and fails with `AttributeError: module has no attribute` on the first one missing, breaking every importer; documentation tools and type checkers also read `__all__`, so a renamed or removed function left in it is a promise the module does not keep.',
    wrongWhen:
      'Modules that can define names the text does not show are left alone: those with `from … import *`, a module-level `__getattr__` (lazy attributes), `globals()`, `vars()`, `exec`, `sys.modules` or `setattr` on the module, and package `__init__.py` files, whose `__all__` may name submodules; `# noqa: F822` or `PLE0603` silences it.',
    origin: "Pyflakes' F822 `undefined-export` (Ruff F822) and Pylint's E0603 `undefined-all-variable`.",
  },
};
