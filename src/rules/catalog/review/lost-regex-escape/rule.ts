import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/lost-regex-escape',
  ...MEDIUM_CORRECTNESS,
  message: 'In `{{pattern}}`, the string turns `{{escape}}` into {{becomes}} before the regular expression sees it: {{consequence}}.',
  recommendation: '{{fix}}',
  documentation: {
    finds:
      'A regular expression written as an ordinary string whose escapes the string itself takes: `new RegExp("^\\d+$")` in JavaScript (the string drops the backslash of `\\d`, `\\w`, `\\s`, `\\.`, `\\(`, …), and `\\b` in a Python string without `r` or a Go string in double quotes (a backspace character, not a word boundary).',
    why: 'The pattern is not the one written: `^\\d+$` becomes `^d+$`, which matches `ddd` and rejects `123`; `\\bword\\b` looks for backspaces and never matches. Nothing fails — the match just never happens, or happens for the wrong text.',
    wrongWhen:
      'Never when the pattern reaches the regular expression as written. Doubled backslashes (`"\\\\d"`), raw strings (`r"\\b"`, Go’s back-quoted strings), regular-expression literals escapes that mean the same either way and a `\\b` beside no word character (`.\\b` removes terminal overstrike, where a backspace is meant) are left alone; Python keeps unknown escapes such as `\\d` (and warns), so only its `\\b` is reported, and Go rejects unknown ones when compiling.',
    origin:
      'ESLint’s `no-useless-escape` and Ruff’s RUF039 (`unraw-re-pattern`), narrowed to the escapes that change what the pattern matches; the backspace case is the one Python 3.12’s invalid-escape warning cannot give, since `\\b` is a valid string escape.',
  },
};
