import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/strip-with-substring',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'logic',
  message: '`{{call}}` removes any of the characters in the string, in any order, not the string itself: {{reason}}, so it looks like a substring was meant.',
  recommendation: 'Use {{exact}} to remove an exact substring, or pass each character once if a character set is meant.',
  documentation: {
    finds:
      'Python’s `.strip()`, `.lstrip()` or `.rstrip()`, or Go’s `strings.Trim`, `strings.TrimLeft` or `strings.TrimRight` (and the `bytes` ones), given a literal of several characters in which a character repeats, such as `.rstrip(".txt")` or `strings.TrimLeft(url, "https://")`; in Go also a file extension cut from the right (`strings.TrimRight(name, ".yaml")`).',
    why: 'The argument is a set of characters: `"report.txt".rstrip(".txt")` gives `"repor"`, and `strings.TrimLeft("https://sso.example", "https://")` gives `"o.example"`. A repeated character shows the author read it as a substring.',
    wrongWhen: 'A character set written with a repeat on purpose; a literal whose characters are all different is left alone, as are escapes.',
    origin: "flake8-bugbear's B005 and staticcheck's SA1024 (the same condition: several characters, one of them repeated).",
  },
};
