import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'comment/commented-out-code',
  agent: 'comment-analyzer',
  dimension: 'readability',
  severity: 'info',
  confidence: 80,
  category: 'dead-code',
  message: 'Commented-out code `{{code}}`.',
  recommendation: 'Delete it: version control keeps the old code. If it documents an alternative, explain it in prose.',
  documentation: {
    finds: "Comments whose text parses as code of the file's language: code switched off and left behind.",
    why: 'Dead code in comments rots: it stops compiling silently, readers cannot tell whether it matters, and version control already keeps the old code.',
    wrongWhen:
      'Code in a comment that documents usage (after "For example:") is reported at 50, hidden. A comment that is prose but parses as code can be reworded or silenced.',
    origin: 'SonarSource\'s "Sections of code should not be commented out" (S125) and ESLint\'s `no-warning-comments` family.',
  },
};
