import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/method-without-self',
  ...HIGH_CORRECTNESS,
  confidence: 85,
  message:
    'The method `{{name}}` takes no parameters, so calling it on an instance raises `TypeError: {{name}}() takes 0 positional arguments but 1 was given`.',
  recommendation: 'Add `self` (or `cls` with `@classmethod`), or mark the method `@staticmethod` if it needs neither.',
  documentation: {
    finds: 'A method with no parameters at all whose body uses `self` or `cls`, not marked `@staticmethod`.',
    why: 'Python passes the instance (or the class) to every method called through an instance, `obj.method()`, so a method without parameters fails on every such call; `self` was forgotten, or `@staticmethod` was.',
    wrongWhen:
      'A function called only through the class (`Tools.helper()`, `getattr(cls, name)()`) or from the class body while it is built works without `self`, so only methods whose body uses `self` or `cls` (outside functions nested in them) are reported; interface declarations (zope.interface `Interface` subclasses, whose methods have no `self` by convention) and methods with decorators other than `classmethod`, `abstractmethod`, `override`, `overload` or a property are left alone; `# noqa: N805` or `PLE0211` silences it.',
    origin: "Pylint's E0211 `no-method-argument` (pep8-naming N805 for the missing `self`).",
  },
};
