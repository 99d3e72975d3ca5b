import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/discarded-pure-result',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'bug-pattern',
  message: '`{{call}}` has no effect but its result, and the result is dropped: the value it computes is lost.',
  recommendation: 'Use the result (`s = strings.TrimSpace(s)`, `return fmt.Errorf(…)`), or remove the call.',
  documentation: {
    finds:
      'A call to a standard-library function that only returns a value, made as a statement: `strings.TrimSpace(name)`, `fmt.Sprintf(…)`, `errors.New(…)`, `slices.Delete(s, i, j)`.',
    why: 'These functions change nothing in place: dropping the result is a no-op, and the code after it uses the old value (an untrimmed string, an error never returned, a slice still holding the element).',
    wrongWhen:
      'A local variable or import alias named `strings`, `fmt`, … that is not the standard package: the file must import the package for the rule to apply.',
    origin: "go vet's `unusedresult` analyzer and staticcheck's SA4017 (discarded result of a function without side effects).",
  },
};
