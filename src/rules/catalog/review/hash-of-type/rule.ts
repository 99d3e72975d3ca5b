import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/hash-of-type',
  ...MEDIUM_CORRECTNESS,
  message:
    '`__hash__` hashes `{{target}}`, the class of `{{attribute}}`, not its value: every instance whose `{{attribute}}` has the same type gets the same hash, so sets, dict keys and caches of them collide.',
  recommendation: 'Hash the value itself: `hash({{attribute}})` (or a tuple of the fields `__eq__` compares).',
  documentation: {
    finds: "`__hash__` returning `hash(type(self.mode))`: the hash of a field's class.",
    why: 'Every instance whose field has that type hashes alike: dicts and sets degrade to lists.',
    wrongWhen: '`hash(type(self))` and `hash((type(self.x), self.x))` are left alone.',
    origin: "Sextant's own pattern, from a bug fixed in a real project.",
  },
};
