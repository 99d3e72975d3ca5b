import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/loose-null-equality',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'info',
  confidence: 60,
  category: 'equality',
  message: '`{{target}}` matches both `null` and `undefined`.',
  recommendation: 'Keep it if both are meant (and the team accepts `== null` for that); otherwise compare strictly with `=== null` or `=== undefined`.',
  documentation: {
    finds: '`x == null`.',
    why: 'It also matches `undefined`, which may or may not be meant.',
    wrongWhen: 'Hidden by default: the idiom is deliberate in many code bases.',
    origin: "ESLint's `eqeqeq` with the `null` option.",
  },
};
