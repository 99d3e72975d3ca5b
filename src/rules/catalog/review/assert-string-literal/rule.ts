import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/assert-string-literal',
  ...MEDIUM_CORRECTNESS,
  confidence: 90,
  message: '`assert {{test}}` tests a non-empty string, which is always true: this assert never fails.',
  recommendation:
    'Put the condition first and the message after the comma (`assert condition, "message"`), or write `assert False, "message"` (better: `raise AssertionError("message")`) for a branch that must not be reached.',
  documentation: {
    finds: 'An `assert` whose test is a string literal with text in it (an f-string counts when it has text besides its fields).',
    why: 'A non-empty string is true, so the assert passes whatever the program state: the message was written where the condition belongs (`assert "x must be positive", x > 0`) or `False` was left out (`assert "unreachable"`), and the check the author meant never runs.',
    wrongWhen:
      'Never intended. The empty string (`assert ""`, always failing) and f-strings made only of fields are left alone; `# noqa: PLW0129` silences it.',
    origin: "Pylint's W0129 `assert-on-string-literal` (Ruff PLW0129).",
  },
};
