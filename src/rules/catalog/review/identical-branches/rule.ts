import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/identical-branches',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 80,
  category: 'logic',
  message: 'Every branch of this {{construct}} does the same thing, so the condition changes nothing: one branch was probably meant to differ.',
  recommendation: 'Make the branch that should differ do its own thing, or drop the condition if it really does not matter.',
  files: 'source',
  documentation: {
    finds: '`if`/`else` (or a conditional expression) whose branches are the same code.',
    why: 'The condition changes nothing: one branch was probably meant to differ.',
    wrongWhen: "Placeholders, `? '' : ''`, commented branches and statements kept parallel on purpose (70, hidden).",
    origin: "SonarSource's S3923 and PVS-Studio's V523.",
  },
};
