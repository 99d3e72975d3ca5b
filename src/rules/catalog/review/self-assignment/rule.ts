import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/self-assignment',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'logic',
  message: '`{{assignment}}` assigns a value to itself and changes nothing: the value meant to be stored is lost.',
  recommendation: 'Assign what was meant (often a parameter of the same name: `this.name = name`), or remove the line.',
  files: 'source',
  documentation: {
    finds: '`x = x`, `this.a = this.a`, `c.timeout = c.timeout`.',
    why: 'It changes nothing: the value meant to be stored is lost.',
    wrongWhen: 'DOM reloads such as `el.src = el.src`; module-level re-exports in Python; test files.',
    origin: "ESLint's `no-self-assign` and staticcheck's SA4018.",
  },
};
