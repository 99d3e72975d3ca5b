import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/dereference-after-nil-check',
  ...HIGH_CORRECTNESS,
  message: '`{{dereference}}` runs after `{{check}}` found it empty and went on: on that path it fails.',
  recommendation: 'End the empty case (`return`, raise or throw) or give `{{name}}` a value there before it is used.',
  documentation: {
    finds:
      'A local variable or parameter tested for nil (`x == nil`, `x is None`, `x === null`) by an `if` whose block goes on — it does not return, raise, throw, panic or exit, and does not assign the variable — and then dereferenced straight after the `if` in the same block (`x.field`, `x[i]`, `*x` in Go; an attribute or subscript in Python; a property or element in JavaScript).',
    why: "The check shows the value can be empty, and the path where it is runs on into the dereference: a nil-pointer panic, `AttributeError: 'NoneType' object has no attribute`, or `TypeError: Cannot read properties of null`. The block usually logs or sets something else and forgot to return.",
    wrongWhen:
      'When the block ends the path in a way syntax does not show (a helper that always exits or raises). Only plain locals are judged (a field or global may be set by a call in the block), a dereference under another condition, a loop or a closure is left alone, and Go method calls are not counted (a method may accept a nil receiver).',
    origin: "staticcheck's SA5011 (possible nil pointer dereference), kept to the straight path after the check; the same slip in Python and JavaScript.",
  },
};
