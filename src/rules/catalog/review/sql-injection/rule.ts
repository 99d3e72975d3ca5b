import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/sql-injection',
  agent: 'code-reviewer',
  dimension: 'security',
  severity: 'high',
  confidence: 85,
  category: 'sql-injection',
  message: 'SQL built from {{how}} is passed to `{{method}}`: a value in it can change the query.',
  recommendation: 'Pass values as query parameters (`$1`/`?` placeholders with a values array) or use a tagged `sql` template that parameterises them.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
