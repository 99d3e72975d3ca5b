import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/made-up-fallback',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'error-handling',
  message: 'The error of {{guarded}} is thrown away and {{fallback}} is returned instead: callers cannot tell a failure from a real, empty answer.',
  recommendation: 'Let the error propagate (or wrap it with context), or return a result the caller must check (`{ ok: false, error }`, a `(value, err)` pair, a 5xx response). If a fallback is intended, name it, log the error above debug level, and say why in a comment.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
