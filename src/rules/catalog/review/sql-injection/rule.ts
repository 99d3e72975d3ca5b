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
  documentation: {
    finds: 'SQL built by concatenation, templates, f-strings or `Sprintf` and passed to a query call.',
    why: 'A value in the string can change the query: read or destroy data.',
    wrongWhen: 'Identifiers from a fixed allow-list are not values; say so in a `sextant-ignore` reason.',
    origin: "Bandit's B608, gosec's G201/G202.",
  },
};
