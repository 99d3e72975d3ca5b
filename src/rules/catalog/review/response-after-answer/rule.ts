import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/response-after-answer',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'logic',
  message:
    'The handler answers with `{{first}}` and carries on without returning, then answers again with `{{second}}`: when the condition holds, the code after it runs too (a second answer fails with "headers already sent", or replaces the first).',
  recommendation: 'Return right after answering (`return res.status(401).send()`), or put the rest in an `else`.',
  files: 'source',
  documentation: {
    finds: 'An HTTP handler (net/http, gin, echo, fiber, Express, Fastify, Hono) that answers inside an `if` without returning, then answers again.',
    why: 'The second answer fails ("headers already sent") or replaces the first: an error path serves the success response.',
    wrongWhen: 'Handlers that stream on purpose; test files are left alone.',
    origin: "Sextant's own pattern, from bugs fixed in real projects.",
  },
};
