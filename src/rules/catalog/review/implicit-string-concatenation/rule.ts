import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/implicit-string-concatenation',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'bug-pattern',
  message: '`{{strings}}` is one string, not two items: Python joins adjacent string literals, so a comma is probably missing.',
  recommendation: 'Add the missing comma, or join the two literals into one if one string was meant.',
  documentation: {
    finds:
      'Two string literals side by side on one line, as one item of a list, tuple or set whose other items (two or more) are single strings: `["--verbose" "--quiet", "--force", "--yes"]`.',
    why: 'Adjacent literals are concatenated at compile time, so a missing comma silently merges two items: the collection is one item short and holds a value nobody wrote, such as the option `--verbose--quiet`.',
    wrongWhen:
      'A string split in two on purpose on one line (a formatter may join a split string back onto one line); concatenations split at a space (prose a formatter joined onto one line), spread over lines or of three or more parts, those in call arguments, in pairs (`(input, expected)`) and in collections whose other items are concatenations too are left alone. `# noqa: ISC001` silences it.',
    origin: "Ruff's ISC001 `single-line-implicit-string-concatenation` and Pylint's W1404 `implicit-str-concat`.",
  },
};
