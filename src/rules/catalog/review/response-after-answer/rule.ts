import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/response-after-answer',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'logic',
  message: 'The handler answers with `{{first}}` and carries on without returning, then answers again with `{{second}}`: when the condition holds, the code after it runs too (a second answer fails with "headers already sent", or replaces the first).',
  recommendation: 'Return right after answering (`return res.status(401).send()`), or put the rest in an `else`.',
  files: 'source',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
