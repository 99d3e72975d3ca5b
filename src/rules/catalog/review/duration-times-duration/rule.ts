import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/duration-times-duration',
  ...HIGH_CORRECTNESS,
  message: '`{{product}}` multiplies two durations: `{{name}}` is already a `time.Duration`, so this is {{unit}} times too long.',
  recommendation: 'Use `{{name}}` as it is, or declare it as a plain number of units (`{{name}} int`) and write `time.Duration({{name}}) * {{unitName}}`.',
  documentation: {
    finds:
      'A Go product of a value declared `time.Duration` (a parameter, a variable, or a field of a struct of the same file) and a unit constant such as `time.Second` or `time.Millisecond`.',
    why: 'A `time.Duration` counts nanoseconds: `timeout * time.Second`, with `timeout` already `5 * time.Second`, is five billion seconds — a timeout that never fires, a sleep that never ends, a retry that never comes. It compiles because both sides have the same type.',
    wrongWhen:
      'Practically never: multiplying a duration by a duration has no meaning. A value declared as an integer and converted (`time.Duration(n) * time.Second`) is what the rule asks for and is left alone, as are a duration variable set to a bare number (`var n time.Duration = 5`, a count kept in a duration on purpose) and values whose declaration is not in the file.',
    origin: "golangci-lint's `durationcheck`, which uses types; this rule keeps to values whose declaration says `time.Duration`.",
  },
};
