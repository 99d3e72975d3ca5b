import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/format-argument-count',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'bug-pattern',
  message: 'The format string `{{format}}` takes {{wanted}}, but {{given}}: {{consequence}}.',
  recommendation: 'Make the placeholders and the arguments agree: add the missing argument, or drop the extra one or its placeholder.',
  documentation: {
    finds:
      "A literal format string whose placeholders and arguments do not add up: Python's `'%s %s' % (a,)`, `'{} {}'.format(a)` and `logger.info('%s %s', a)` (the `logging` module and loggers named `logger`/`log`), Go's `fmt.Printf`/`Sprintf`/`Errorf`/`Fprintf` and `log.Printf`/`Fatalf`/`Panicf`.",
    why: 'Python raises `TypeError` or `IndexError` where the message was to be built, often in an error path no test runs, and a logging call prints a `--- Logging error ---` traceback in place of its message; Go prints `%!d(MISSING)` or `%!(EXTRA …)` into the message, and a mistyped `%w` loses the wrapped error.',
    wrongWhen:
      'Formats built at run time, named placeholders (`%(name)s`, `{name}`), logging calls without arguments (logging prints their text as it is) or with `{}` fields (brace-style loggers such as loguru), explicit argument indexes (`%[1]d`) and spread arguments (`*args`, `args...`) are left alone, since their count is not visible in the code.',
    origin:
      "Pylint's E1305 `too-many-format-args`, E1306 `too-few-format-args`, E1205 `logging-too-many-args` and E1206 `logging-too-few-args` (Ruff PLE1205, PLE1206), and go vet's `printf` analyzer.",
  },
};
