import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/except-or',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 95,
  category: 'error-handling',
  message: '`except {{operands}}` catches only the first exception class: `or` picks one operand before the clause ever sees an exception.',
  recommendation: 'Catch a tuple of the classes: `except (A, B):`.',
  documentation: {
    finds: '`except A or B:` (and `except A and B:`): a boolean operator where a tuple of exception classes was meant.',
    why: '`A or B` evaluates to `A`, so `B` is never caught and escapes the handler that was written for it.',
    wrongWhen: 'Almost never intended; an expression that computes the class on purpose reads better as a named variable.',
    origin: "Pylint's W0711 `binary-op-exception`.",
  },
};
