import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/mixed-case-range',
  ...MEDIUM_CORRECTNESS,
  message: 'In `{{pattern}}`, the range `{{range}}` runs from {{from}} to {{to}}: it also takes {{extra}}.',
  recommendation: 'Write each kind of character as a range of its own: `{{fixed}}`.',
  documentation: {
    finds:
      'A range in a character class of a literal regular expression whose ends are letters of different cases or a digit and a letter, written as plain characters: `[A-z]`, `[0-z]`, `[a-Z0-9]`.',
    why: 'A range takes every code point between its ends. Between `Z` and `a` lie `[`, `\\`, `]`, `^`, `_` and the backtick; between `9` and `A` lie `:` to `@`. A name or token pattern written `[A-z]` meant letters, and it lets through punctuation a path, a query or a template treats as syntax.',
    wrongWhen:
      'When exactly that span of characters is meant; write its ends as escapes (`[\\x41-\\x7a]`) to say so. Ranges between characters of one kind (`a-f`, `A-F`, `0-7`) and ranges with an escaped end are left alone.',
    origin:
      "eslint-plugin-regexp's `no-obscure-range` and SonarJS's S5869 (character classes should not contain duplicate or overlapping characters), for ranges across letter cases and digits.",
  },
};
