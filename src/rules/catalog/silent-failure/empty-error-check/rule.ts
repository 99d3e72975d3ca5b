import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/empty-error-check',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'error-handling',
  message: '`if ({{error}})` in a callback has an empty body: the error is checked and then ignored.',
  recommendation: 'Handle the error: pass it on (`return done(err)`), reject, or report it. If ignoring it is intended, say why in a comment.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
