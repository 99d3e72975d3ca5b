import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/self-reassigned',
  ...MEDIUM_CORRECTNESS,
  message: '`{{statement}}` rebinds the local name `{{name}}` only: {{consequence}}.',
  recommendation:
    'Change the object through its attributes (`self.value = …`), return the new object (from a `@classmethod` or `__new__`), or use a new local name.',
  documentation: {
    finds: 'An assignment to a method’s first parameter (`self`, `cls`) in `__init__`, or anywhere in a method when the name is not read again afterwards.',
    why: '`self` is an ordinary local name: assigning to it replaces nothing — the caller keeps the same object — so `self = other` meant to copy or replace the object silently does nothing, and in `__init__` the attributes set after it land on the other object.',
    wrongWhen:
      '`self = None` (dropping the reference to break a cycle with a traceback, an asyncio and unittest idiom) is left alone, and so is walking a chain with the name as a local outside `__init__` (`while self.parent: self = self.parent`, then reading `self`), which works; static methods and nested functions are left alone, and `# noqa: PLW0642` silences it.',
    origin: "Pylint's W0642 `self-cls-assignment` (Ruff PLW0642).",
  },
};
