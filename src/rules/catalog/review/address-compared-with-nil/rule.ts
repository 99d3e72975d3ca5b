import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/address-compared-with-nil',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'logic',
  message: '`{{expression}}` is always {{always}}: the address of a variable is never nil.',
  recommendation: 'Compare the value itself with nil (`{{operand}} {{operator}} nil`), which is what was almost certainly meant.',
  documentation: {
    finds: 'The address of a variable or field compared with nil: `&x == nil`, `&cfg.TLS != nil`.',
    why: 'Taking an address always gives a non-nil pointer, so the test never varies: the nil check the author meant (on the pointer or value itself) is missing, and the branch it guards always or never runs.',
    wrongWhen: 'Never intended.',
    origin: "staticcheck's SA4022 (comparing the address of a variable against nil).",
  },
};
