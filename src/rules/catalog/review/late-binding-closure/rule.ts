import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/late-binding-closure',
  ...MEDIUM_CORRECTNESS,
  message:
    "{{how}} reads `{{name}}`, the loop's variable, and this module is on Go {{version}} (go.mod): before Go 1.22 the whole loop shares one `{{name}}`, so the closures see whatever it holds when they run — usually the last value — and race with the loop that assigns it.",
  recommendation:
    "Pass the value in (`go func({{name}} T) { … }({{name}})`) or copy it in the loop (`{{name}} := {{name}}`); or raise go.mod's `go` directive to 1.22 or later, where each iteration has its own variable.",
  documentation: {
    finds:
      'A closure made in a loop that reads the loop variable and runs later: Python lambdas kept for later; Go goroutines, deferred closures and parallel subtests on Go 1.21 and older.',
    why: 'Every closure sees the variable as it is when it runs, usually the last value.',
    wrongWhen: 'Closures called in the same pass, values bound as defaults or passed in; Go modules on 1.22 and later.',
    origin: "Ruff's B023 and go vet's `loopclosure`.",
  },
};
