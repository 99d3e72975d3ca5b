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
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
