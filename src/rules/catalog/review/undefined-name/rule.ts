import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/undefined-name',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'correctness',
  message: '`{{name}}` is not defined or imported in this module: reaching this line raises `NameError` instead of {{what}}.',
  recommendation: 'Import the exception class (or qualify it with the module that defines it, as the rest of the module does).',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
