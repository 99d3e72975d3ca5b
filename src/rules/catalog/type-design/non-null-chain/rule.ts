import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'type-design/non-null-chain',
  agent: 'type-design-analyzer',
  dimension: 'correctness',
  severity: 'low',
  confidence: 70,
  category: 'type-safety',
  message: '`{{target}}` asserts non-null {{count}} times in one chain; any of those values being missing is a runtime crash.',
  recommendation:
    'Narrow once with a guard (`if (!a?.b) return …`), use optional chaining with a fallback, or make the type non-optional where the value is known to exist.',
  files: 'source',
  documentation: {
    finds: '`a!.b!.c`: chained non-null assertions.',
    why: 'Each `!` is an unchecked claim: one wrong one is a crash.',
    wrongWhen: 'Hidden by default (70).',
    origin: "typescript-eslint's `no-non-null-assertion`.",
  },
};
