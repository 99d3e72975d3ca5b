import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/made-up-fallback',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'error-handling',
  message: 'The error of {{guarded}} is thrown away and {{fallback}} is returned instead: callers cannot tell a failure from a real, empty answer.',
  recommendation:
    'Let the error propagate (or wrap it with context), or return a result the caller must check (`{ ok: false, error }`, a `(value, err)` pair, a 5xx response). If a fallback is intended, name it, log the error above debug level, and say why in a comment.',
  documentation: {
    finds: 'A handler that drops the error and returns `[]`, `0`, `-1`, `{}`, `null` or an empty HTTP 200.',
    why: 'Callers cannot tell a failure from a real, empty answer: "the database is down" reads as "there is nothing".',
    wrongWhen: 'Parsing with a default, `try…`/`is…` functions and logged errors are weaker signs (70, hidden).',
    origin: "The silent-failure-hunter review agent's checklist.",
  },
};
