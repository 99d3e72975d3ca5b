import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/bidirectional-control',
  agent: 'code-reviewer',
  dimension: 'security',
  severity: 'high',
  confidence: 85,
  category: 'bug-pattern',
  message: 'This {{where}} holds the invisible bidirectional control character U+{{code}}: {{consequence}}.',
  recommendation: 'Remove the character, or write it as an escape (`"\\u{{code}}"`) where the text really needs it.',
  documentation: {
    finds: 'A raw bidirectional control character (U+202A–U+202E, U+2066–U+2069, U+200F) in a string or a comment.',
    why: 'These characters reorder how text is displayed without changing what Python reads ("Trojan Source", CVE-2021-42574): in a comment or string they can make code look like a comment and a comment look like code, or make a string look like another, so what a reviewer approves is not what runs. Editors and diff views show nothing.',
    wrongWhen:
      'Text that really needs one (right-to-left samples, tests of a bidi algorithm) should spell it as an escape, which reads the same to Python and is visible; `# noqa: PLE2502` silences it.',
    origin: "Pylint's E2502 `bidirectional-unicode` (Ruff PLE2502).",
  },
};
