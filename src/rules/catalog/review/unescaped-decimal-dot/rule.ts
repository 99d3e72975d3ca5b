import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/unescaped-decimal-dot',
  ...MEDIUM_CORRECTNESS,
  // A loose pattern in a test only makes the test accept more; in code it lets bad input through.
  files: 'source',
  message: 'In `{{pattern}}`, the `.` in `{{number}}` is not escaped: it matches any character, so `1x5` matches as well as `1.5`.',
  recommendation: 'Escape the dot (`\\.`) where a decimal point or a version separator is meant.',
  documentation: {
    finds:
      'A literal regular expression in which an unescaped `.` stands between two digit patterns, the shape of a decimal number, a version or an address: `\\d+.\\d+`, `[0-9]+(.[0-9]+)?`, `(\\d+).(\\d+).(\\d+)`.',
    why: 'An unescaped `.` matches any character, so the pattern for `1.5` also takes `1x5` or `1-5`. A parser or validator built on it accepts input it was written to reject, and then fails further on (a float conversion that raises) or passes a value that is not a number on. Tests with well-formed numbers pass.',
    wrongWhen:
      'When any separator is meant, as in a date or time pattern that takes `12:30`, `12.30` and `12-30` alike; say so with a class (`[.:-]`) or `\\D`. Tests are left alone (a looser pattern there only accepts more); only literal patterns are read, and only a dot with a digit pattern right before it and right after it (through groups).',
    origin:
      'A bug in the development real-bug set (a float path convertor, `-?[0-9]+(.[0-9]+)?`); the reasoning of CodeQL’s incomplete-hostname-regexp queries, applied to numbers.',
  },
};
