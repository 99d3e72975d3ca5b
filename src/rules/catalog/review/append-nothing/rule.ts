import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/append-nothing',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'logic',
  message: '`{{call}}` appends nothing: it returns `{{slice}}` unchanged.',
  recommendation:
    'Add the values that were meant (`append({{slice}}, v)`, `append({{slice}}, other...)`); to copy the slice, use `slices.Clone({{slice}})` or `append([]T(nil), {{slice}}...)`.',
  documentation: {
    finds: '`append` called with the slice alone: `x = append(y)`.',
    why: "`append(s)` returns `s` itself, so the values meant to be added are missing, and `x = append(y)` makes `x` share `y`'s array where a copy may have been meant.",
    wrongWhen: 'Never useful: the call does nothing.',
    origin: "go vet's `appends` and staticcheck's SA4021 (`x = append(y)` is `x = y`).",
  },
};
