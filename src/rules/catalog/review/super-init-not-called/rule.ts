import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/super-init-not-called',
  ...HIGH_CORRECTNESS,
  message:
    '`{{klass}}.__init__` never calls `{{base}}.__init__`, which sets `self.{{attribute}}`: `{{read}}` reads it on a `{{klass}}` and raises `AttributeError`.',
  recommendation: 'Call `super().__init__(…)` in `{{klass}}.__init__`, or set `self.{{attribute}}` there.',
  documentation: {
    finds:
      "A Python class whose `__init__` calls no `__init__` of its base, when the base is a class of the same file whose `__init__` sets an attribute (`self.items = []`) that the subclass's `__init__` does not set, and the subclass reads it — in a method of its own, or in a base method its own methods call.",
    why: "Overriding `__init__` replaces the base's: what the base's `__init__` set is never set on the subclass's instances, and the first method that reads it raises `AttributeError` — often a method inherited from the base, far from the `__init__` that forgot the call.",
    wrongWhen:
      'When the attribute is set some other way (a class attribute of the same name, `__getattr__`, `__slots__` filled elsewhere, a `setattr` loop); classes with any of these are left alone, as are bases from other files (what their `__init__` sets is not visible), `__init__` methods that mention any other `__init__` or `super()` (a deliberate choice of what to run), and base methods the subclass never calls itself (a subclass that sets up only what it uses).',
    origin: "Pylint's W0231 (`super-init-not-called`), which uses astroid's inference; this rule keeps to bases the same file defines.",
  },
};
