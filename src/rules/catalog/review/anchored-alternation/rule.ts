import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/anchored-alternation',
  ...MEDIUM_CORRECTNESS,
  message: 'In `{{pattern}}`, {{anchors}} to the {{which}} only: `{{loose}}` matches anywhere in the text.',
  recommendation: 'Group the alternatives so the anchors apply to all of them: `{{grouped}}`.',
  documentation: {
    finds:
      'A literal regular expression of plain words like `^yes|no|maybe$`, whose `^` and `$` stand on its first and last alternatives while another word has neither.',
    why: '`|` binds more loosely than anything else, so `^yes|no|maybe$` means "starts with yes, or contains no anywhere, or ends with maybe", not "is one of the three". A validator or router written this way accepts far more than it was meant to.',
    wrongWhen:
      'When each alternative is meant to match on its own terms; say so with groups (`(?:^a)|b|(?:c$)`). Alternatives that are patterns of their own (`^(?:-?>)+|<!--|-->`, `^[!?]|[\\s<>]`) mean "this at the start, or that anywhere" as often as not and are left alone, as are alternations in which every alternative is anchored at one end or both (`^\\s+|\\s+$`, `^a$|^b$`), `re.fullmatch` (which anchors the whole pattern) and patterns built at run time.',
    origin: "SonarJS's S5850 (alternatives should be grouped when used with anchors).",
  },
};
