import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'type-design/missing-annotations',
  agent: 'type-design-analyzer',
  dimension: 'correctness',
  severity: 'info',
  confidence: 80,
  category: 'type-safety',
  message: '`{{name}}` leaves {{missing}} unannotated, in a module where {{typed}} of the {{others}} other functions are fully annotated.',
  recommendation: 'Annotate the parameters and the return type, so the type checker covers this function like the rest of the module.',
  files: 'source',
  documentation: {
    finds: 'An unannotated function in an otherwise typed Python module.',
    why: 'The type checker cannot check its callers.',
    wrongWhen: 'Modules marked `# type: ignore`; reported as info.',
    origin: "mypy's `disallow_untyped_defs`.",
  },
};
