import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/interpolated-format-string',
  ...MEDIUM_CORRECTNESS,
  message:
    '`{{call}}` gets an f-string as its format string and `%` arguments as well: logging formats the message with them later, so a `%` in the interpolated {{values}} is read as a placeholder — the record fails to format ("not enough arguments") or shows the wrong values.',
  recommendation:
    'Use one kind of formatting: keep the f-string and drop the arguments (format them into it), or write a plain `%s` format string and pass every value as an argument.',
  documentation: {
    finds: 'A logging call whose format string is an f-string and that passes `%` arguments too.',
    why: 'A `%` in an interpolated value is read as a placeholder: the record fails or lies.',
    wrongWhen: 'Values escaped with `.replace("%", "%%")`, or `# noqa: G004`.',
    origin: "flake8-logging-format's G004.",
  },
};
