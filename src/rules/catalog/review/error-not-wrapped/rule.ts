import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/error-not-wrapped',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'low',
  confidence: 60,
  category: 'error-handling',
  message: '`fmt.Errorf` formats `{{error}}` with `%{{verb}}`, which keeps only its text: callers can no longer match it with `errors.Is` or `errors.As`.',
  recommendation: 'Wrap it with `%w` (`fmt.Errorf("…: %w", err)`), unless hiding the underlying error from callers is the point.',
  documentation: {
    finds: '`fmt.Errorf("…: %v", err)` without `%w`.',
    why: 'Callers can no longer use `errors.Is`/`errors.As` on the cause.',
    wrongWhen: 'Low, 60: many projects hide wrapped errors on purpose at API boundaries.',
    origin: "errorlint's `errorf` check.",
  },
};
