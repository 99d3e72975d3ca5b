import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/empty-catch',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'error-handling',
  message: 'Empty catch block silently discards any error thrown by {{guarded}}.',
  recommendation:
    'Handle the error (recover, retry, or return a failure), rethrow it with context, or at the very least log it. If ignoring it is intended, say why in a comment.',
  documentation: {
    finds: 'An empty `catch` block or `except …: pass`.',
    why: 'The error is discarded: the program carries on with a failure nobody sees.',
    wrongWhen: '`catch {}` and `catch (_error) {}` (ignored on purpose, and said so) and tests are info.',
    origin: "ESLint's `no-empty` and Ruff's S110.",
  },
};
