import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'type-design/non-exhaustive-switch',
  agent: 'type-design-analyzer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 80,
  category: 'type-safety',
  message: 'The switch over `{{subject}}` handles {{handled}} of `{{type}}` but not {{missing}}, and has no `default`.',
  recommendation:
    'Handle the missing cases, or add `default:` with an exhaustiveness check (`const unreachable: never = value;`) so a new member fails to compile instead of being skipped.',
  documentation: {
    finds: 'A `switch` missing members of a union or enum declared in the file.',
    why: 'A new member falls through silently.',
    wrongWhen: 'Switches with a `default` that handles the rest on purpose.',
    origin: "typescript-eslint's `switch-exhaustiveness-check`.",
  },
};
