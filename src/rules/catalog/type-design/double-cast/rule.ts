import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'type-design/double-cast',
  agent: 'type-design-analyzer',
  dimension: 'correctness',
  severity: 'info',
  confidence: 85,
  category: 'type-safety',
  message: 'Double cast `as {{via}} as {{type}}` forces a type the compiler says does not fit.',
  recommendation:
    'Fix the types so a single cast (or none) is enough, or validate the value at runtime (a type guard or schema) before treating it as the target type.',
  documentation: {
    finds: '`x as unknown as T`.',
    why: 'It switches the type checker off for that value.',
    wrongWhen: 'Reported as info.',
    origin: "typescript-eslint's `no-unsafe-*` rules.",
  },
};
