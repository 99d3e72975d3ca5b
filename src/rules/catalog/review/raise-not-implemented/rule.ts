import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/raise-not-implemented',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 95,
  category: 'error-handling',
  message: '`raise NotImplemented` raises a `TypeError`: `NotImplemented` is the constant binary operators return, not an exception.',
  recommendation: 'Raise the exception: `raise NotImplementedError` (with a message saying what is missing).',
  documentation: {
    finds: '`raise NotImplemented` and `raise NotImplemented(...)`.',
    why: '`NotImplemented` is not an exception class, so the line fails with "exceptions must derive from BaseException" instead of the intended error.',
    wrongWhen: 'Never intended; a module that rebinds the name `NotImplemented` is left to its author.',
    origin: "Ruff's F901 `raise-not-implemented` and Pylint's E0711 `notimplemented-raised`.",
  },
};
