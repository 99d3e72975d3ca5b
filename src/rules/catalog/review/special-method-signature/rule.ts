import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/special-method-signature',
  ...HIGH_CORRECTNESS,
  message: 'Python calls `{{name}}` with {{expected}}, but it {{given}}: every use of the operation it implements raises `TypeError`.',
  recommendation: 'Give `{{name}}` the parameters Python passes it (see the data model), with defaults for anything extra.',
  documentation: {
    finds:
      'A special method of a class (`__eq__`, `__getitem__`, `__exit__`, `__len__`, … from a fixed table of the data model) that cannot take the arguments Python passes it: too many parameters without defaults, or too few.',
    why: 'Python calls special methods itself, always with the same arguments: `a == b` calls `__eq__(a, b)`, `with` calls `__exit__` with three, `len()` calls `__len__` with none. A signature that does not fit makes every `==`, `with`, `len()` on the class raise `TypeError` — often far from the class, in code that only uses the operator.',
    wrongWhen:
      'Never intended for the methods in the table. Methods with `*args` (when enough are required), keyword-only parameters or `**kwargs`, decorated with anything but `staticmethod`, `classmethod`, `abstractmethod`, `override`, `overload` or a property, names that are special only in Python 2 (`__cmp__`, `__nonzero__`) and functions outside a class body are left alone; `# noqa: PLE0302` silences it.',
    origin:
      "Pylint's E0302 `unexpected-special-method-signature` (Ruff PLE0302); the table follows Python's data model, without the Python 2 names Ruff's issue tracker reports.",
  },
};
