import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/value-receiver-assignment',
  ...MEDIUM_CORRECTNESS,
  message: '`{{assignment}}` changes a field of `{{receiver}}`, which is a copy: `{{method}}` has a value receiver, so the caller’s value never changes.',
  recommendation: 'Give `{{method}}` a pointer receiver: `func ({{receiver}} *{{type}}) {{method}}(…)`.',
  documentation: {
    finds:
      'A Go method with a value receiver (`func (c Counter) Inc()`) that assigns a field of the receiver (`c.n++`, `c.name = …`) and never uses the receiver after that.',
    why: 'A value receiver is a copy made for the call: the assignment changes the copy, which is dropped when the method returns. The method looks like it updates the value and silently does nothing — a counter that never counts, a setter that never sets, often beside a `sync.Mutex` copied with it.',
    wrongWhen:
      'When the copy is used after the change — returned (`c.n = n; return c`, a builder over values), passed on or read — the change has an effect and is left alone, as are assignments to a field’s elements (`c.m[k] = v` changes a shared map), receivers a closure in the method refers to, and receivers named `_`. Only fields the file’s own struct declaration names are read: a field promoted from an embedded pointer (`struct{ *storage.Writer }`) changes shared data.',
    origin:
      "staticcheck's SA4005 (field assignment that will never be observed), for the case syntax decides: the receiver of a method is a value exactly when its type has no `*`.",
  },
};
