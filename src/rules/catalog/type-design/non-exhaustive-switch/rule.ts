import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'type-design/non-exhaustive-switch',
  agent: 'type-design-analyzer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 80,
  category: 'type-safety',
  message: 'The switch over `{{subject}}` handles {{handled}} of `{{type}}` but not {{missing}}, and has no `default`.',
  recommendation: "Handle the missing cases, or add `default:` with an exhaustiveness check (`const unreachable: never = value;`) so a new member fails to compile instead of being skipped.",
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
