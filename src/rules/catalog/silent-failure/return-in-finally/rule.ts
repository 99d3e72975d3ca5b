import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/return-in-finally',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'error-handling',
  message: '`{{statement}}` inside `finally` replaces the outcome of the `try`: an exception in flight is dropped and a returned value is overwritten.',
  recommendation: 'Move the `{{keyword}}` out of the `finally` block; keep only clean-up there.',
  documentation: {
    finds: '`return`, `break` or `continue` in `finally` (`throw`, and `break`/`continue` under an `if`, at 70).',
    why: 'The exception in flight is dropped and a returned value is overwritten.',
    wrongWhen:
      'Loops and functions defined inside the `finally` are left alone. A `break` or `continue` under an `if` is usually a retry loop deciding whether to go round again, the error escaping on the last attempt: 70, hidden.',
    origin: "ESLint's `no-unsafe-finally` and Ruff's B012.",
  },
};
