import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'type-design/explicit-any',
  agent: 'type-design-analyzer',
  dimension: 'correctness',
  severity: 'info',
  confidence: 80,
  category: 'type-safety',
  message: '{{subject}} turns off type checking for every value that flows through it.',
  recommendation:
    'Use a precise type, a generic parameter, or `unknown` (narrowed before use). For untyped input, validate it at the boundary and give the result a type.',
  documentation: {
    finds: '`any` in type positions.',
    why: 'It switches type checking off for that value and everything it flows into.',
    wrongWhen: 'Reported as info (many projects allow it on purpose).',
    origin: "typescript-eslint's `no-explicit-any`.",
  },
};
