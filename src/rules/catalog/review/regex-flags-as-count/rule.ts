import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/regex-flags-as-count',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 95,
  category: 'bug-pattern',
  message:
    '`{{flags}}` is passed as the {{slot}} of `re.{{function}}`, not as its flags: the pattern runs without them, and at most {{slot}} {{value}} happen.',
  recommendation: 'Pass the flags by name: `re.{{function}}(…, flags={{flags}})`.',
  documentation: {
    finds:
      '`re.sub(pattern, repl, text, re.IGNORECASE)`, `re.subn(…, re.I)` and `re.split(pattern, text, re.M)`: a regular-expression flag in the positional slot of `count` or `maxsplit`.',
    why: 'The fourth argument of `re.sub`/`re.subn` is `count` and the third of `re.split` is `maxsplit`: the flag is read as a number (`re.IGNORECASE` is 2), so matching ignores it and only that many replacements or splits are made.',
    wrongWhen: 'Never intended: a flag is never a meaningful count; `# noqa: B034` silences it.',
    origin: "flake8-bugbear's B034 (Ruff B034), the case where the positional argument is a flag.",
  },
};
