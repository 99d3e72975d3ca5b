import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/unchecked-type-assertion',
  ...MEDIUM_CORRECTNESS,
  // A test that panics on a wrong type fails, which is what it should do.
  files: 'source',
  message:
    '`{{assertion}}` panics when `{{function}}` is given anything but {{type}}: `{{parameter}}` is declared `{{declared}}`, and nothing checks its type first.',
  recommendation: 'Use the two-value form (`v, ok := {{assertion}}`) or a type switch, and return an error for other types.',
  documentation: {
    finds:
      'A single-value type assertion (`v := x.(T)`) on a parameter an exported Go function or method declares `interface{}` or `any`, when the function checks that parameter’s type nowhere else (no type switch, no two-value assertion, no `reflect`).',
    why: 'A single-value assertion panics when the value has another dynamic type, nil included. A parameter typed `any` of an exported function says every type is welcome: a caller passing a pointer, a named type or nil brings the whole program down (a `Scan(src any)` handed a `string` where it expected `[]byte`, a decoder handed a `map[string]any` for a struct).',
    wrongWhen:
      'When every caller is known to pass that type and the panic is the contract (say so in a `Must…` name). Function literals (callbacks such as `sync.Map.Range`), unexported functions, `heap.Interface`’s `Push`, and functions that look at the type some other way are left alone.',
    origin: "golangci-lint's `forcetypeassert` and errcheck's `-assert` option, kept to parameters declared to take any type.",
  },
};
