import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/invalid-format-string',
  ...MEDIUM_CORRECTNESS,
  confidence: 90,
  message: 'The format string `{{format}}` {{problem}}: {{consequence}}.',
  recommendation:
    'Fix the placeholder (double a `%` or a brace that is meant as text), or make the values match it: a dictionary with every key the format names, the keyword the field names.',
  documentation: {
    finds:
      "A literal format string Python rejects whatever the values are, or whose keys the literal values cannot give: for `'…' % values`, an unknown conversion (`%y`), a placeholder cut off at the end (`'100%'`), named and positional placeholders mixed, named placeholders given a tuple or a string, a key the dictionary literal lacks, and positional placeholders given a dictionary; for `'…'.format(…)`, a single `{` or `}`, a conversion other than `!r`, `!s`, `!a`, automatic `{}` and numbered `{0}` fields mixed, and a named field the call passes no keyword for; and a malformed `%` format in a `logging` call that passes arguments.",
    why: 'The format fails where the text is built — `ValueError`, `TypeError` or `KeyError` — usually in an error or logging path no test reaches, so the real error is replaced by a formatting one; a logging call prints `--- Logging error ---` and loses the message.',
    wrongWhen:
      'Formats held in variables, values that are not literals (a variable may hold a mapping), calls with `**kwargs` or a dictionary with `**` in it, keys with parentheses and logging calls without arguments (logging then prints the text as it is) or with `{}` fields (brace-style loggers) are left alone. The count of values is `review/format-argument-count`’s business.',
    origin:
      "Pyflakes' F501, F502, F503, F505, F506, F508, F509, F521, F524 (named fields) and F525 (Ruff F5xx), and Pylint's E1300 `bad-format-character`, E1301 `truncated-format-string`, E1302 `mixed-format-string`, E1303 `format-needs-mapping`, E1304 `missing-format-string-key`, W1302 `bad-format-string`, W1303 `missing-format-argument-key`, W1305 `format-combined-specification`, E1200 `logging-unsupported-format` and E1201 `logging-format-truncated`.",
  },
};
