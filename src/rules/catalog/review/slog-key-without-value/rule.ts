import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/slog-key-without-value',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'bug-pattern',
  message: 'The key `{{key}}` is the last argument of `{{call}}`: it has no value, so slog logs it as `!BADKEY={{key}}`.',
  recommendation:
    'Add the value after the key (`{{key}}, value`), or use a typed attribute such as `slog.String({{key}}, value)` so the compiler checks the pair.',
  documentation: {
    finds:
      "A call of the `log/slog` package's functions (`slog.Info`, `slog.ErrorContext`, `slog.Log`, `slog.With`, `slog.Group`, …) whose key-value arguments end in a literal key with no value after it.",
    why: 'slog reads its arguments as pairs: a key left without a value is logged under `!BADKEY`, and the value that was meant to be there (usually the error) is missing from the log line where it would be needed.',
    wrongWhen:
      'Never intended. Only the pairs syntax can prove are read: when an argument in a key position is neither a string literal nor a `slog.String`/`slog.Any`-style attribute, the rest is left alone, since a variable there may be an attribute.',
    origin: "go vet's `slog` analyzer (a call missing a final value).",
  },
};
