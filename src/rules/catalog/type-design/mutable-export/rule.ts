import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'type-design/mutable-export',
  agent: 'type-design-analyzer',
  dimension: 'architecture',
  severity: 'low',
  confidence: 80,
  category: 'design',
  message: '{{what}}: module state that every importer shares and that can change under them.',
  recommendation:
    'Keep the state private to the module and export functions that read or update it (or a class whose instances own it), so changes go through one place and tests can start fresh.',
  files: 'source',
  documentation: {
    finds: '`export let`, exported objects mutated by the module, when the change wrote the export.',
    why: 'Importers see a value that changes under them.',
    wrongWhen:
      'Module-level state meant to be shared; export functions instead. State the module already exported as mutable before the change is left alone: a reformatted or moved declaration, or one more function updating it, does not introduce it. An `export let` that only statements run while the module loads reassign (a placeholder replaced once an optional import resolves) is a live binding shared on purpose: 70, hidden.',
    origin: "eslint-plugin-import's `no-mutable-exports`.",
  },
};
