import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/invalid-regex',
  ...HIGH_CORRECTNESS,
  message: '`{{source}}` is not a valid regular expression ({{reason}}): {{consequence}}.',
  recommendation:
    'Fix the pattern (escape a literal `(`, `[`, `{`, `*`, `+` or `?` with a backslash, doubled inside a string), or build it with the flags it needs.',
  documentation: {
    finds:
      'A literal regular expression, or a literal pattern given to `RegExp`, that JavaScript cannot compile: an unterminated group or class, a quantifier with nothing to repeat, an unknown flag.',
    why: 'A regular-expression literal that does not compile stops the whole module from loading; `new RegExp(…)` throws `SyntaxError` on the line that runs it.',
    wrongWhen:
      'Patterns are read as ECMAScript 2025 reads them (named groups may repeat across alternatives, `(?i:…)` modifiers, the `v` flag), with the web-compatibility rules of Annex B when there is no `u` or `v` flag. A runtime older than that may reject more; a pattern built at run time, or flags that are not a literal, are left alone.',
    origin: "ESLint's `no-invalid-regexp` and SonarJS's S5856, with ESLint's own regular-expression validator.",
  },
};
