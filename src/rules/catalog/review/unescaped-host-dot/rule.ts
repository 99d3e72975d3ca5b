import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/unescaped-host-dot',
  ...MEDIUM_CORRECTNESS,
  message: 'In `{{pattern}}`, the `.` after `{{label}}` in `{{host}}` is not escaped: it matches any character, so `{{lookalike}}` matches too.',
  recommendation: 'Escape every dot of the host name: `{{escaped}}`.',
  documentation: {
    finds:
      'A host name in a literal regular expression whose dots between labels are not escaped: `^https://api.github.com/` or `(www|docs).example.org`, where an unescaped `.` stands between two labels before the top-level domain.',
    why: 'An unescaped `.` matches any character, so the pattern also accepts `apixgithub.com` — a different domain anyone can register. Patterns like these decide which URLs are trusted, which hosts a redirect may go to or which links are rewritten; they let through exactly what they were written to keep out, and tests with the real host pass.',
    wrongWhen:
      'When any character is meant there. A dot right before the top-level domain (`example.com`) is left alone, as CodeQL does: the look-alike would need a domain of its own. Only literal patterns are read, and only host names ending in one of the common top-level domains CodeQL lists (`com`, `org`, `net`, `edu`, `gov`, `uk`, `io`).',
    origin: "CodeQL's `js/incomplete-hostname-regexp`, `py/incomplete-hostname-regexp` and `go/incomplete-hostname-regexp`.",
  },
};
