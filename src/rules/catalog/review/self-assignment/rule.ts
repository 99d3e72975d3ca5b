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
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
