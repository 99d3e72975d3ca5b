import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/debug-print',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'low',
  confidence: 85,
  category: 'debugging',
  message: '`{{target}}` looks like debugging output left in library code.',
  recommendation: 'Remove it, or log through the package’s logger (`slog`, or the one the project uses) at debug level.',
  files: 'source',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
