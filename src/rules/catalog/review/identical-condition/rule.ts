import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/identical-condition',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'logic',
  message: 'The condition `{{condition}}` repeats an earlier one in the same if/else-if chain: its branch can never run.',
  recommendation: 'Check which condition was meant here (often a copy of the line above with one name left unchanged), or remove the dead branch.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
