import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/strip-with-substring',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'logic',
  message:
    '`.{{method}}({{argument}})` removes any of the characters in the string, in any order, not the string itself: it repeats characters, so it looks like a substring was meant.',
  recommendation:
    'Use `.removeprefix(…)` / `.removesuffix(…)` (Python 3.9+) to remove an exact substring, or pass each character once if a character set is meant.',
  documentation: {
    finds: '`.strip()`, `.lstrip()` or `.rstrip()` given a literal of several characters in which a character repeats, such as `.rstrip(".txt")`.',
    why: 'The argument is a set of characters: `"report.txt".rstrip(".txt")` gives `"repor"`. A repeated character shows the author read it as a substring.',
    wrongWhen: 'A character set written with a repeat on purpose; a literal whose characters are all different is left alone, as are escapes.',
    origin: "flake8-bugbear's B005 (the same condition: several characters, one of them repeated).",
  },
};
