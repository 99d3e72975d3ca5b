import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/interpolated-format-string',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'correctness',
  message: '`{{call}}` gets an f-string as its format string and `%` arguments as well: logging formats the message with them later, so a `%` in the interpolated {{values}} is read as a placeholder — the record fails to format ("not enough arguments") or shows the wrong values.',
  recommendation: 'Use one kind of formatting: keep the f-string and drop the arguments (format them into it), or write a plain `%s` format string and pass every value as an argument.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
