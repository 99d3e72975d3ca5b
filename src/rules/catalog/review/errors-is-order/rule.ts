import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/errors-is-order',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'error-handling',
  message: '`{{call}}` has its arguments the wrong way round: the error to test comes first, the target second.',
  recommendation: 'Swap them: `errors.{{function}}({{error}}, {{sentinel}})`.',
  documentation: {
    finds: '`errors.Is(ErrNotFound, err)`: a sentinel error (a name starting with `Err`/`err`) first and the error variable second.',
    why: '`errors.Is(err, target)` unwraps its first argument looking for the second. With the sentinel first it unwraps the sentinel, which wraps nothing, so a wrapped `err` is never recognised and the check is false exactly when errors carry context.',
    wrongWhen:
      'Never intended: the first argument is named like a package-level sentinel (`ErrX`, `io.EOF`, `pkg.ErrX`) and the second like an error variable (`err`, `readErr`).',
    origin: "staticcheck's SA1032.",
  },
};
