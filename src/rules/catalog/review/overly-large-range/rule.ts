import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/overly-large-range',
  ...MEDIUM_CORRECTNESS,
  message: 'In `{{pattern}}`, `{{range}}` is a range from `{{from}}` to `{{to}}`: it also matches {{extra}}.',
  recommendation:
    'If `{{from}}`, `-` and `{{to}}` were meant as three characters, escape the hyphen (`\\-`) or put it last in the class; if a range was meant, write the one intended (`A-Za-z`, not `A-z`).',
  documentation: {
    finds:
      'A character-class range in a literal regular expression that goes from a capital to a lowercase letter (`[A-z]`), or that runs across kinds of character neither of its ends is while another element of the class already matches some of them (`[\\w.-_]`, `[a-z0-9+-_]`).',
    why: 'A hyphen between two characters makes a range: `[\\w.-_]` meant "word characters, dot, hyphen, underscore" but matches everything from `.` to `_`, digits, capital letters and `:;<=>?@[\\]^` among them, while the hyphen itself is not matched. `[A-z]` takes in `[\\]^_` and the backtick. A validator written this way lets through what it was written to reject.',
    wrongWhen:
      'When the wide range is meant. A range that overlaps nothing else in its class is taken as an ASCII table written on purpose (`[@-~]` for an escape sequence, `[!#-:<>-[\\]-~]` for a cookie name) and left alone, as are ranges within one kind of character (`a-z`, `0-9`, `!-/`) and patterns built at run time.',
    origin: "CodeQL's `js/overly-large-range` and `py/overly-large-range`; SonarJS's S5869 finds the duplicates such ranges make.",
  },
};
