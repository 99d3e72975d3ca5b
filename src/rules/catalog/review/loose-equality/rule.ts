import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/loose-equality',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'low',
  confidence: 70,
  category: 'equality',
  message: 'Loose equality `{{target}}` converts types before comparing; use `{{strict}}`.',
  recommendation: 'Use `===`/`!==`. Keep `== null` only where matching both null and undefined is intended.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
