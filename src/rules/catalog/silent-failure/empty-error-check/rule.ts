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
  documentation: {
    finds: '`if (err) {}` in a callback, `if err != nil { return nil }`.',
    why: 'The error is checked and then dropped.',
    wrongWhen: 'Errors that are expected and mean "nothing to do"; say why in a comment.',
    origin: "staticcheck's SA9003 and nilerr.",
  },
};
