import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'comment/todo-without-issue',
  agent: 'comment-analyzer',
  dimension: 'readability',
  severity: 'info',
  confidence: 85,
  category: 'documentation',
  message: '{{marker}} added without an issue reference or an owner: "{{note}}".',
  recommendation: 'Link the work to a tracked issue (`TODO(#123): …` or a URL) so it is not forgotten, or do it in this change.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
