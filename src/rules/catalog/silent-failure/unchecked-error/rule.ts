import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/unchecked-error',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'high',
  confidence: 85,
  category: 'error-handling',
  message: 'The error from `{{call}}` is {{how}} before anything checks it.',
  recommendation: 'Check `err` right after the call (`if err != nil { return …, fmt.Errorf("…: %w", err) }`) before reusing the variable or returning.',
  documentation: {
    finds: 'In Go, `err` overwritten or returned past before it is checked.',
    why: 'The first error is lost and the code goes on as if the call had succeeded.',
    wrongWhen: 'Errors checked through a helper later in the function.',
    origin: "ineffassign and staticcheck's SA4006.",
  },
};
