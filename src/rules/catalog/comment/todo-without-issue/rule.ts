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
  documentation: {
    finds: '`TODO`, `FIXME`, `XXX` or `HACK` notes with no issue number, link or owner (`TODO(maria)`).',
    why: 'A note nobody owns is never done; with a reference it is tracked and can be found again.',
    wrongWhen: 'A note that is genuinely throw-away: add an owner or a reference, or silence it.',
    origin: "ESLint's `no-warning-comments` and the Google style guides' `TODO(owner)` form.",
  },
};
